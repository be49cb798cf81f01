import type { z } from 'zod';
import type { guardOnDuty } from '../../../contract/gate/visitors';
import { formatMoment } from '../../lib/format-date';
import styles from './admin-visitors.module.css';

type GuardOnDuty = z.infer<typeof guardOnDuty>;

/** Who is signed in at the gate now, since when, and how to call them. */
export function GuardsOnDuty({ guards, now }: { guards: readonly GuardOnDuty[]; now: number }) {
  return (
    <section className={styles.section} aria-labelledby="guards-on-duty">
      <h2 id="guards-on-duty">Guards on duty</h2>
      {guards.length === 0 ? (
        <p>No guard is signed in at the gate.</p>
      ) : (
        <ul className={styles.guards} aria-label="Guards on duty">
          {guards.map((guard) => (
            <li key={guard.phone} className={styles.guard}>
              <strong>{guard.name}</strong>
              <a href={`tel:${guard.phone}`}>{guard.phone}</a>
              <span className={styles.muted}>since {formatMoment(guard.since, now)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

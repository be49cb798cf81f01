import { formatInstantClock } from '../../lib/format-date';
import { Button } from '../../ui/button';
import type { DeskView } from './desk-view';
import { EXPECTED_AHEAD_MS, type ExpectedEntry } from './expected-soon';
import styles from './gate.module.css';

/** A screenful at arm's length; the rest are a search away. */
const MAX_ROWS = 20;
const AHEAD_HOURS = EXPECTED_AHEAD_MS / 3_600_000;

/** "Now · until 20:00", or "From 14:00 · until 16:00". */
export function expectedWhen(entry: Pick<ExpectedEntry, 'from' | 'until'>, now: Date): string {
  const until = `until ${formatInstantClock(entry.until)}`;
  return entry.from <= now.getTime()
    ? `Now · ${until}`
    : `From ${formatInstantClock(entry.from)} · ${until}`;
}

/** Who may come in the next hours, soonest first, each let in with one tap. */
export function ExpectedSection({ desk }: { desk: DeskView }) {
  const { expected, now } = desk;
  const more = expected.length - MAX_ROWS;
  return (
    <section aria-labelledby="gate-expected" className={styles.section}>
      <h2 id="gate-expected">Expected soon</h2>
      {expected.length === 0 && (
        <p className={styles.muted}>Nobody is expected in the next {AHEAD_HOURS} hours.</p>
      )}
      <ul className={styles.rows}>
        {expected.slice(0, MAX_ROWS).map((entry) => (
          <li key={entry.key} className={styles.row}>
            <div className={styles.rowText}>
              <strong className={styles.glanceName}>{entry.name}</strong>
              <span className={styles.glanceFlat}>
                Flat {entry.apartment} · {entry.kind}
                {entry.people > 1 ? ` · ${entry.people} people` : ''}
              </span>
              <span>{expectedWhen(entry, now)}</span>
              {entry.vehicle && <span className={styles.plate}>{entry.vehicle}</span>}
              {entry.note && <span className={styles.note}>{entry.note}</span>}
            </div>
            <Button
              aria-label={`${entry.admitLabel} ${entry.name}`}
              onClick={() => desk.admit(entry.admit)}
            >
              {entry.admitLabel}
            </Button>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className={styles.muted}>
          {more} more in the next {AHEAD_HOURS} hours: find them by name or flat below.
        </p>
      )}
    </section>
  );
}

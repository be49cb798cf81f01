import { formatInstantClock } from '../../lib/format-date';
import type { GateSos } from './use-gate-sos';
import styles from './gate.module.css';
import alert from './sos-alert.module.css';

const at = (iso: string | null) => (iso ? formatInstantClock(iso) : '');

/** SOS the desk answered in the last hour: who went, so the next guard on shift knows. */
export function SosSection({ sos }: { sos: GateSos }) {
  if (sos.answered.length === 0) return null;
  return (
    <section aria-labelledby="gate-sos" className={styles.section}>
      <h2 id="gate-sos">SOS</h2>
      <ul className={alert.answered}>
        {sos.answered.map((answered) => (
          <li key={answered.id}>
            <strong>Flat {answered.apartment}</strong> · {answered.name} · {at(answered.raised_at)}
            <br />
            On my way: {answered.acknowledged_by} at {at(answered.acknowledged_at)}
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { SosAlert } from '../../../contract/gate/sos';
import { formatInstantClock } from '../../lib/format-date';
import { Button } from '../../ui/button';
import styles from './sos.module.css';

/** Where the SOS stands: sent and waiting, or a guard on the way (and since when). */
export function SosStatus({ sos, onDone }: { sos: SosAlert; onDone: () => void }) {
  const sent = formatInstantClock(sos.raised_at);
  if (sos.state === 'acknowledged') {
    return (
      <div className={`${styles.panel} ${styles.coming}`} role="status">
        <p className={styles.big}>On my way</p>
        <p>
          {sos.acknowledged_by ?? 'The guard'} from the gate answered at{' '}
          {formatInstantClock(sos.acknowledged_at ?? sos.raised_at)}.
        </p>
        <Button variant="secondary" block onClick={onDone}>
          Done
        </Button>
      </div>
    );
  }
  return (
    <div className={`${styles.panel} ${styles.waiting}`} role="status">
      <p className={styles.big}>SOS sent</p>
      <p>
        The gate desk was alerted at {sent} for flat {sos.apartment}. Waiting for a guard to answer…
      </p>
    </div>
  );
}

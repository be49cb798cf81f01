import type { GolfCartRequest } from '../../../contract/golf-cart/golf-cart';
import { formatClock } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import type { OutboxRecord } from '../../offline/db';
import { OutboxItemState } from '../../ui/outbox-item';
import styles from './golf-cart.module.css';

interface MyGolfCartRequestsProps {
  records: OutboxRecord[];
  onEdit: (record: OutboxRecord) => void;
}

/** Every request made on this phone, with its one label and what the user can do about it. */
export function MyGolfCartRequests({ records, onEdit }: MyGolfCartRequestsProps) {
  return (
    <section aria-labelledby="my-golf-cart-requests" className={styles.mine}>
      <h2 id="my-golf-cart-requests">Your requests on this phone</h2>
      {records.length === 0 ? (
        <p className={styles.muted}>No requests made on this phone yet.</p>
      ) : (
        <ul className={styles.list}>
          {[...records].reverse().map((record) => {
            const ride = record.payload as GolfCartRequest;
            const summary = `${ride.pickup_location} → ${ride.dropoff_location}, ${formatClock(ride.time)} (${ride.duration} min)`;
            return (
              <li key={record.id} className={styles.item} aria-label={summary}>
                <p className={styles.summary}>{summary}</p>
                <OutboxItemState record={record} from={paths.golfCart} onEdit={onEdit} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import type { GolfCartRequest } from '../../../contract/golf-cart';
import { loginPath, paths } from '../../lib/paths';
import type { OutboxRecord } from '../../offline/db';
import { outboxActions, outboxLabel } from '../../offline/labels';
import { discard } from '../../offline/outbox';
import { Button } from '../../ui/button';
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
          {[...records].reverse().map((record) => (
            <RequestItem key={record.id} record={record} onEdit={onEdit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({
  record,
  onEdit,
}: {
  record: OutboxRecord;
  onEdit: MyGolfCartRequestsProps['onEdit'];
}) {
  const ride = record.payload as GolfCartRequest;
  const actions = outboxActions(record.status);
  const summary = `${ride.pickup_location} → ${ride.dropoff_location}, ${ride.time} (${ride.duration} min)`;
  // The server's reason matters for a rejection; the label already says it all otherwise.
  const reason = record.status === 'rejected' ? record.lastError : undefined;
  return (
    <li className={styles.item} aria-label={summary}>
      <p className={styles.summary}>{summary}</p>
      <p className={styles.label} data-status={record.status}>
        {outboxLabel(record)}
      </p>
      {reason && <p className={styles.reason}>{reason}</p>}
      <div className={styles.actions}>
        {actions.editAndResend && (
          <Button variant="secondary" onClick={() => onEdit(record)}>
            Edit &amp; resend
          </Button>
        )}
        {actions.discard && (
          <Button variant="secondary" onClick={() => void discard(record.id)}>
            Discard
          </Button>
        )}
        {actions.signIn && <Link to={loginPath({ from: paths.golfCart })}>Sign in again</Link>}
      </div>
    </li>
  );
}

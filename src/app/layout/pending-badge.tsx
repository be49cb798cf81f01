import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { usePendingCount } from '../../offline/use-outbox';
import styles from './top-bar.module.css';

/** "3 waiting to send": the user's queued items that have not arrived yet, linking to the panel. */
export default function PendingBadge({ userId }: { userId: string }) {
  const count = usePendingCount(userId);
  if (count === 0) return null;
  const label = `${count} waiting to send`;
  return (
    <Link to={paths.offlineData} className={styles.pending} aria-label={label} title={label}>
      <span aria-hidden="true" className={styles.pendingDot} />
      <span aria-hidden="true">{count}</span>
    </Link>
  );
}

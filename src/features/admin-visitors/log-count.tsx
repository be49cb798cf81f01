import { freshnessLabel } from '../../offline/freshness';
import { useNow } from '../../lib/use-now';
import { useConnectivity } from '../../offline/use-connectivity';
import styles from './admin-visitors.module.css';

/** The server sends at most this many rows of each list. */
export const LOG_ROWS = 1000;

interface LogCountProps {
  count: number;
  one: string;
  many: string;
  updatedAt: number;
}

/** "3 passes · Updated just now", or that the list holds the newest 1,000 only. */
export function LogCount({ count, one, many, updatedAt }: LogCountProps) {
  const now = useNow();
  const { online } = useConnectivity();
  const counted =
    count >= LOG_ROWS
      ? `The newest ${LOG_ROWS.toLocaleString('en-IN')} ${many}. Narrow the filters for older ones.`
      : `${count} ${count === 1 ? one : many}`;
  return (
    <p className={styles.muted} role="status">
      {counted} · {freshnessLabel(updatedAt, now, online)}
    </p>
  );
}

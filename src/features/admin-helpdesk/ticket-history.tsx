import type { RequestStep } from '../../../contract/requests';
import { stepLine } from '../../lib/format-request';
import styles from './admin-helpdesk.module.css';

/** Every move of the ticket, oldest first: 'Assigned 10:05 — Ramesh (plumber)', and by whom. */
export function TicketHistory({ steps, now }: { steps: readonly RequestStep[]; now: number }) {
  if (steps.length === 0) return <p className={styles.muted}>No moves yet.</p>;
  return (
    <ol className={styles.history} aria-label="History">
      {steps.map((step, index) => (
        <li key={`${step.at}-${index}`}>
          {stepLine(step, now)}{' '}
          <span className={styles.muted}>
            ({step.by_role === 'rwa' ? 'RWA office' : 'household'})
          </span>
        </li>
      ))}
    </ol>
  );
}

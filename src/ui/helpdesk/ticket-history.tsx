import type { RequestStep } from '../../../contract/requests/requests';
import { formatMoment } from '../../lib/format-date';
import styles from './ticket-thread.module.css';

/** Each move of the ticket, oldest first: 'Assigned 18:02 by the RWA office — Ramesh (plumber)'. */
export function TicketHistory({ steps, now }: { steps: readonly RequestStep[]; now: number }) {
  if (steps.length === 0) return <p>No moves yet.</p>;
  return (
    <ol className={styles.history} aria-label="History">
      {steps.map((step, index) => (
        <li key={`${step.at}-${index}`}>
          <strong>{step.status}</strong>{' '}
          <time dateTime={step.at}>{formatMoment(step.at, now)}</time>
          {step.by_role === 'rwa' ? ' by the RWA office' : ' by the household'}
          {step.note && <> — {step.note}</>}
        </li>
      ))}
    </ol>
  );
}

import type { RequestStep } from '../../../contract/requests';
import { stepTime } from '../../lib/format-request';
import styles from './helpdesk.module.css';

/** Each move of the ticket, oldest first: 'Assigned 18:02 — Ramesh (plumber)'. */
export function TicketHistory({ steps, now }: { steps: RequestStep[]; now: number }) {
  if (steps.length === 0) return null;
  return (
    <ol className={styles.timeline} aria-label="History">
      {steps.map((step, index) => (
        <li key={`${step.at}-${index}`}>
          <strong>{step.status}</strong> <time dateTime={step.at}>{stepTime(step.at, now)}</time>
          {step.by_role === 'rwa' ? ' by the RWA office' : ''}
          {step.note && <> — {step.note}</>}
        </li>
      ))}
    </ol>
  );
}

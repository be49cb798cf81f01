import type { RequestStep } from '../../../contract/requests/requests';
import { formatMoment } from '../../lib/format-date';
import styles from './my-requests.module.css';

/** Each move of a request, oldest first: 'Accepted 18:02 — Cart 2, about 10 min'. */
export function RequestTimeline({ steps, now }: { steps: RequestStep[]; now: number }) {
  if (steps.length === 0) return null;
  return (
    <ol className={styles.timeline} aria-label="Timeline">
      {steps.map((step, index) => (
        <li key={`${step.at}-${index}`}>
          <strong>{step.status}</strong>{' '}
          <time dateTime={step.at}>{formatMoment(step.at, now)}</time>
          {step.note && <> — {step.note}</>}
        </li>
      ))}
    </ol>
  );
}

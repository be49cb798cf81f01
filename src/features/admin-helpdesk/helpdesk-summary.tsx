/**
 * The top of /admin/helpdesk: what is open by category (and how much of it is overdue), and this
 * month's figures — median time to resolve, the share resolved within the deadline, the average
 * rating. A figure with nothing behind it yet reads "—", never 0.
 */
import { useQuery } from '@tanstack/react-query';
import type { HelpdeskSummary as Summary } from '../../../contract/helpdesk/helpdesk';
import { spanLabel } from '../../../contract/helpdesk/sla';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { helpdeskSummaryQuery } from './use-admin-helpdesk';
import styles from './admin-helpdesk.module.css';

const none = '—';

export function medianLabel(minutes: number | null): string {
  return minutes === null ? none : spanLabel(minutes * 60);
}

export function shareLabel(share: number | null): string {
  return share === null ? none : `${Math.round(share * 100)}%`;
}

export function ratingLabel(average: number | null, ratings: number): string {
  return average === null ? none : `★ ${average.toFixed(1)} from ${ratings}`;
}

export function HelpdeskSummary({ online }: { online: boolean }) {
  const summary = useQuery(helpdeskSummaryQuery());
  const data = summary.data;
  if (!data) {
    return summary.isError && online ? (
      <Banner tone="error">{errorMessage(summary.error, messages.helpdeskSummaryFailed)}</Banner>
    ) : null;
  }
  return (
    <section className={styles.section} aria-labelledby="helpdesk-summary-heading">
      <h2 id="helpdesk-summary-heading">Summary</h2>
      <dl className={styles.figures}>
        <Figure label="Open" value={`${data.open_total} (${data.overdue_total} overdue)`} />
        <Figure label="Median time to resolve" value={medianLabel(data.median_resolve_minutes)} />
        <Figure label="Resolved within deadline" value={shareLabel(data.within_sla_share)} />
        <Figure label="Average rating" value={ratingLabel(data.average_rating, data.ratings)} />
      </dl>
      <p className={styles.muted}>
        This month: {data.resolved_this_month} resolved ({data.month}).
      </p>
      <OpenByCategory rows={data.by_category} />
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function OpenByCategory({ rows }: { rows: Summary['by_category'] }) {
  if (rows.length === 0) return null;
  return (
    <ul className={styles.byCategory} aria-label="Open by category">
      {rows.map((row) => (
        <li key={row.category_id}>
          <strong>{row.category}</strong> {row.open} open
          {row.overdue > 0 && <span className={styles.overdueCount}> · {row.overdue} overdue</span>}
        </li>
      ))}
    </ul>
  );
}

import type { TicketDetail } from '../../../contract/helpdesk/helpdesk';
import { formatMoment } from '../../lib/format-date';
import { Badge } from '../../ui/badge';
import { Facts } from '../../ui/facts';
import { TicketStatusBadge } from '../../ui/helpdesk/ticket-status-badge';
import { TimeLeft } from '../../ui/helpdesk/time-left';

/** How the office closed it, or how the household rated it, in words. */
function closing(ticket: TicketDetail): string | undefined {
  if (ticket.close_as === 'duplicate') return `Duplicate of #${ticket.duplicate_of ?? '?'}`;
  if (ticket.close_as === 'not_ours') return 'Not ours';
  if (ticket.rating !== null) {
    const said = ticket.rating_comment ? ` — “${ticket.rating_comment}”` : '';
    return `Rated ${'★'.repeat(ticket.rating)} (${ticket.rating} of 5)${said}`;
  }
  return undefined;
}

/** Everything about a ticket but its thread and history. */
export function TicketFacts({ ticket, now }: { ticket: TicketDetail; now: number }) {
  const closed = closing(ticket);
  return (
    <Facts>
      <dt>Status</dt>
      <dd>
        <TicketStatusBadge status={ticket.status} />
        {ticket.status_note && <> — {ticket.status_note}</>}
      </dd>
      <dt>Time left</dt>
      <dd>
        <TimeLeft clock={ticket} status={ticket.status} />
      </dd>
      <dt>Priority</dt>
      <dd>{ticket.priority === 'urgent' ? <Badge tone="danger">Urgent</Badge> : 'Normal'}</dd>
      <dt>Category</dt>
      <dd>{ticket.category}</dd>
      <dt>Flat</dt>
      <dd>{ticket.apartment_number}</dd>
      <dt>Reported by</dt>
      <dd>
        {ticket.reporter_name}
        {ticket.reporter_phone && (
          <>
            {', '}
            <a href={`tel:${ticket.reporter_phone}`}>{ticket.reporter_phone}</a>
          </>
        )}
      </dd>
      <dt>Reported</dt>
      <dd>{formatMoment(ticket.created_at, now)}</dd>
      <dt>Location</dt>
      <dd>{ticket.location || '—'}</dd>
      <dt>Assigned to</dt>
      <dd>{ticket.assigned_to || '—'}</dd>
      {ticket.escalation_level > 0 && (
        <>
          <dt>Escalated</dt>
          <dd>
            {ticket.escalation_level === 2 ? 'Twice: past twice its deadline' : 'Once: overdue'}
          </dd>
        </>
      )}
      {closed && (
        <>
          <dt>Closed</dt>
          <dd>{closed}</dd>
        </>
      )}
    </Facts>
  );
}

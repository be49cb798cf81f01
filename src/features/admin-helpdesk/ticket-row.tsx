import { Link } from 'react-router-dom';
import type { Ticket } from '../../../contract/helpdesk/helpdesk';
import { readClock } from '../../../contract/helpdesk/sla';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/badge';
import { TicketStatusBadge } from '../../ui/helpdesk/ticket-status-badge';
import { TimeLeft } from '../../ui/helpdesk/time-left';
import { JustAdded } from '../../ui/just-added';
import type { MoveOutcome } from '../../ui/request-actions';
import { TicketMoves } from './ticket-moves';
import styles from './admin-helpdesk.module.css';

/** Overdue is red and says so in words ("Overdue by 2 h"): colour is never the only signal. */
export function isOverdue(ticket: Ticket, now: Date): boolean {
  const ended = ticket.status === 'Resolved' || ticket.status === 'Closed';
  return !ended && readClock(ticket, now).overdue;
}

/** Who wrote it and what: 'Asha Rao: Still dripping', 'RWA office: Plumber at 4 pm'. */
export function latestLine(ticket: Ticket): string | undefined {
  const latest = ticket.latest_comment;
  if (!latest) return undefined;
  const who = latest.author_role === 'rwa' ? 'RWA office' : latest.author_name;
  return `${who}: ${latest.body}`;
}

interface TicketRowProps {
  ticket: Ticket;
  now: Date;
  staffNames: readonly string[];
  disabledReasonId?: string;
  onDone: (outcome: MoveOutcome) => void;
}

/** One ticket of the queue: a table row on a desk, a card at 360 px (admin-helpdesk.module.css). */
export function TicketRow({ ticket, now, staffNames, disabledReasonId, onDone }: TicketRowProps) {
  const latest = latestLine(ticket);
  return (
    <tr id={`ticket-${ticket.id}`} className={isOverdue(ticket, now) ? styles.overdue : undefined}>
      <td data-label="No." className={styles.number}>
        #{ticket.id}
      </td>
      <th scope="row" data-label="Complaint" className={styles.titleCell}>
        <Link to={paths.admin.helpdeskTicket(ticket.id)}>{ticket.title}</Link>
        {latest && <span className={styles.latest}>Latest: {latest}</span>}
        <JustAdded itemKey={ticket.id} />
      </th>
      <td data-label="Flat">{ticket.apartment_number}</td>
      <td data-label="Category">{ticket.category}</td>
      <td data-label="Priority">
        {ticket.priority === 'urgent' ? <Badge tone="danger">Urgent</Badge> : 'Normal'}
      </td>
      <td data-label="Status">
        <TicketStatusBadge status={ticket.status} />
      </td>
      <td data-label="Time left">
        <TimeLeft clock={ticket} status={ticket.status} />
      </td>
      <td data-label="Assigned to">{ticket.assigned_to || '—'}</td>
      <td data-label="Actions" className={styles.actionsCell}>
        <TicketMoves
          ticket={ticket}
          staffNames={staffNames}
          disabledReasonId={disabledReasonId}
          onDone={onDone}
        />
      </td>
    </tr>
  );
}

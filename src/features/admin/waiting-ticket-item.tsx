import { Link } from 'react-router-dom';
import type { Ticket } from '../../../contract/helpdesk/helpdesk';
import { readClock } from '../../../contract/helpdesk/sla';
import { waitingFor } from '../../lib/format-request';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/badge';
import { Facts } from '../../ui/facts';
import { TicketStatusBadge } from '../../ui/helpdesk/ticket-status-badge';
import { TimeLeft } from '../../ui/helpdesk/time-left';
import cards from '../../ui/request-card.module.css';
import styles from './needs-you.module.css';

/**
 * A complaint in "Needs you": what, which flat, its deadline ("Overdue by …", "3 h left"), how
 * long it has waited while nobody took it, and a link to work it. An urgent or overdue one has
 * a red edge, which repeats what its badge and lines say in words.
 */
export function WaitingTicketItem({ ticket, now }: { ticket: Ticket; now: number }) {
  const titleId = `needs-you-ticket-${ticket.id}`;
  const urgent = ticket.priority === 'urgent';
  const pressing = urgent || readClock(ticket, new Date(now)).overdue;
  return (
    <li>
      <article
        className={pressing ? `${cards.card} ${styles.overdue}` : cards.card}
        aria-labelledby={titleId}
      >
        <div className={cards.head}>
          <h3 id={titleId} className={cards.title}>
            <Link to={paths.admin.helpdeskTicket(ticket.id)}>
              Complaint #{ticket.id}: {ticket.title}
            </Link>
          </h3>
          {urgent && <Badge tone="danger">Urgent</Badge>}
          <TicketStatusBadge status={ticket.status} />
        </div>
        <p>
          <TimeLeft clock={ticket} status={ticket.status} />
        </p>
        {ticket.status === 'Open' && (
          <p className={cards.waiting}>{waitingFor(ticket.created_at, now)}</p>
        )}
        <Facts className={cards.facts}>
          <dt>Flat</dt>
          <dd>{ticket.apartment_number}</dd>
          <dt>Category</dt>
          <dd>{ticket.category}</dd>
          <dt>Assigned to</dt>
          <dd>{ticket.assigned_to || 'Nobody yet'}</dd>
        </Facts>
      </article>
    </li>
  );
}

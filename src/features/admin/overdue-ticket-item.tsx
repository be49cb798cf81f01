import { Link } from 'react-router-dom';
import type { Ticket } from '../../../contract/helpdesk/helpdesk';
import { paths } from '../../lib/paths';
import { Facts } from '../../ui/facts';
import { TicketStatusBadge } from '../../ui/helpdesk/ticket-status-badge';
import { TimeLeft } from '../../ui/helpdesk/time-left';
import cards from '../../ui/request-card.module.css';
import styles from './needs-you.module.css';

/** An overdue complaint in "Needs you": what, which flat, "Overdue by …", and a link to work it. */
export function OverdueTicketItem({ ticket }: { ticket: Ticket }) {
  const titleId = `needs-you-ticket-${ticket.id}`;
  return (
    <li>
      <article className={`${cards.card} ${styles.overdue}`} aria-labelledby={titleId}>
        <div className={cards.head}>
          <h3 id={titleId} className={cards.title}>
            <Link to={paths.admin.helpdeskTicket(ticket.id)}>
              Complaint #{ticket.id}: {ticket.title}
            </Link>
          </h3>
          <TicketStatusBadge status={ticket.status} />
        </div>
        <p>
          <TimeLeft clock={ticket} status={ticket.status} />
        </p>
        <Facts className={cards.facts}>
          <dt>Flat</dt>
          <dd>{ticket.apartment_number}</dd>
          <dt>Category</dt>
          <dd>{ticket.category}</dd>
          <dt>Assigned to</dt>
          <dd>{ticket.assigned_to || '—'}</dd>
        </Facts>
      </article>
    </li>
  );
}

import type { TicketDetail } from '../../../contract/helpdesk/helpdesk';
import { formatMoment } from '../../lib/format-date';
import { Badge } from '../../ui/badge';
import { TicketPhoto } from '../../ui/helpdesk/ticket-photo';
import { TicketStatusBadge } from '../../ui/helpdesk/ticket-status-badge';
import { TimeLeft } from '../../ui/helpdesk/time-left';
import { waitingWords } from './words';
import styles from './helpdesk.module.css';

/** What was reported, where it stands, its deadline and who is on it. */
export function TicketDetails({ ticket, now }: { ticket: TicketDetail; now: number }) {
  const waiting = ticket.status === 'Waiting for resident';
  return (
    <section className={styles.details} aria-label="Details">
      <p className={styles.badges}>
        <TicketStatusBadge status={ticket.status} />
        <Badge>{ticket.category}</Badge>
        {ticket.priority === 'urgent' && <Badge tone="danger">Urgent</Badge>}
      </p>
      {waiting ? (
        <div className={styles.waiting} role="status">
          <p>
            <strong>{waitingWords.label}</strong>
          </p>
          <p>{waitingWords.explain}</p>
          {ticket.status_note && <p>The office asked: {ticket.status_note}</p>}
        </div>
      ) : (
        <p>
          Deadline: <TimeLeft clock={ticket} status={ticket.status} />
        </p>
      )}
      <p>Assigned to: {ticket.assigned_to || 'not assigned yet'}</p>
      {ticket.location && <p>Where: {ticket.location}</p>}
      <p>
        Reported by {ticket.reporter_name},{' '}
        <time dateTime={ticket.created_at}>{formatMoment(ticket.created_at, now)}</time>
      </p>
      <p className={styles.description}>{ticket.description}</p>
      <TicketPhoto
        photo={ticket.photo_url}
        thumbnail={ticket.thumbnail_url}
        alt={`Photo of ${ticket.title}`}
      />
      {ticket.rating !== null && (
        <p>
          Your rating: {ticket.rating} of 5{ticket.rating_comment && ` — ${ticket.rating_comment}`}
        </p>
      )}
    </section>
  );
}

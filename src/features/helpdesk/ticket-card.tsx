import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Ticket } from '../../../contract/helpdesk/helpdesk';
import { apiUrl } from '../../api/client';
import { paths } from '../../lib/paths';
import { timeAgo } from '../../lib/time-ago';
import type { OutboxRecord } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { TicketStatusBadge } from '../../ui/helpdesk/ticket-status-badge';
import { TimeLeft } from '../../ui/helpdesk/time-left';
import { OutboxItemState } from '../../ui/outbox-item';
import { PhotoThumb } from '../../ui/photo-thumb';
import cards from '../../ui/request-card.module.css';
import { reportPayloadOf, storedPhotoOf } from './queue';
import { firstLine, waitingWords } from './words';
import { authorOf } from '../../ui/helpdesk/ticket-thread';
import styles from './helpdesk.module.css';

interface CardFrameProps {
  title: ReactNode;
  label: string;
  thumb: ReactNode;
  children: ReactNode;
}

/** A complaint as a card: its photo beside the words when it has one (one column at 360 px). */
function CardFrame({ title, label, thumb, children }: CardFrameProps) {
  return (
    <li>
      <article className={`${cards.card} ${styles.ticketCard}`} aria-label={label}>
        {thumb}
        <div className={styles.cardBody}>
          <h3 className={cards.title}>{title}</h3>
          {children}
        </div>
      </article>
    </li>
  );
}

/** One of the household's tickets: what, its status and deadline, and the latest word on it. */
export function TicketCard({ ticket, now }: { ticket: Ticket; now: number }) {
  const photo = ticket.thumbnail_url || ticket.photo_url;
  const latest = ticket.latest_comment;
  return (
    <CardFrame
      label={ticket.title}
      title={<Link to={paths.helpdeskTicket(ticket.id)}>{ticket.title}</Link>}
      thumb={
        photo && (
          <PhotoThumb
            image={apiUrl(photo)}
            alt={`Photo of ${ticket.title}`}
            className={styles.thumb}
          />
        )
      }
    >
      <p className={styles.badges}>
        <TicketStatusBadge status={ticket.status} />
        <Badge>{ticket.category}</Badge>
        {ticket.priority === 'urgent' && <Badge tone="danger">Urgent</Badge>}
      </p>
      <p className={cards.muted}>
        {ticket.status === 'Waiting for resident' ? (
          <strong>{waitingWords.label}</strong>
        ) : (
          <TimeLeft clock={ticket} status={ticket.status} />
        )}
      </p>
      {latest && (
        <p className={styles.latest}>
          <strong>{authorOf(latest)}</strong>, {timeAgo(Date.parse(latest.created_at), now)}:{' '}
          {firstLine(latest.body)}
        </p>
      )}
    </CardFrame>
  );
}

/** A complaint still on this phone: its photo from the stored bytes, its outbox label. */
export function QueuedTicketCard({ record, onEdit }: { record: OutboxRecord; onEdit: () => void }) {
  const { ticket, shown } = reportPayloadOf(record);
  const stored = storedPhotoOf(record);
  return (
    <CardFrame
      label={ticket.title}
      title={ticket.title}
      thumb={
        stored && (
          <PhotoThumb stored={stored} alt={`Photo of ${ticket.title}`} className={styles.thumb} />
        )
      }
    >
      <p className={styles.badges}>
        {record.status !== 'sent' && <Badge tone="warning">Not sent yet</Badge>}
        {shown.category && <Badge>{shown.category}</Badge>}
        {ticket.priority === 'urgent' && <Badge tone="danger">Urgent</Badge>}
      </p>
      <OutboxItemState record={record} from={paths.helpdesk} onEdit={onEdit} />
    </CardFrame>
  );
}

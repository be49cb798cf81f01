import type { TicketComment } from '../../../contract/helpdesk';
import { formatMoment } from '../../lib/format-date';
import { Badge } from '../../ui/badge';
import { TicketPhoto } from './ticket-photo';
import styles from './admin-helpdesk.module.css';

/** The thread, oldest first: who wrote each comment, from the office or the household, its photo. */
export function TicketThread({
  comments,
  now,
}: {
  comments: readonly TicketComment[];
  now: number;
}) {
  if (comments.length === 0) return <p className={styles.muted}>No comments yet.</p>;
  return (
    <ol className={styles.thread} aria-label="Comments, oldest first">
      {comments.map((comment) => (
        <li
          key={comment.id}
          className={comment.author_role === 'rwa' ? styles.officeComment : styles.comment}
        >
          <p className={styles.commentHead}>
            <strong>{comment.author_name}</strong>
            <Badge tone={comment.author_role === 'rwa' ? 'success' : 'neutral'}>
              {comment.author_role === 'rwa' ? 'RWA office' : 'Resident'}
            </Badge>
            <time dateTime={comment.created_at} className={styles.muted}>
              {formatMoment(comment.created_at, now)}
            </time>
          </p>
          <p className={styles.commentBody}>{comment.body}</p>
          <TicketPhoto
            photo={comment.photo_url}
            thumbnail={comment.thumbnail_url}
            alt={`Photo with ${comment.author_name}'s comment`}
          />
        </li>
      ))}
    </ol>
  );
}

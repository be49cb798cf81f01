import type { TicketComment } from '../../../contract/helpdesk';
import { apiUrl } from '../../api/client';
import { stepTime } from '../../lib/format-request';
import type { OutboxRecord } from '../../offline/db';
import { OutboxItemState } from '../../ui/outbox-item';
import { PhotoThumb } from '../../ui/photo-thumb';
import { commentPayloadOf, storedPhotoOf } from './queue';
import { authorOf } from './words';
import styles from './helpdesk.module.css';

interface TicketThreadProps {
  comments: TicketComment[];
  /** The household's comments still on this phone, oldest first. */
  queued: OutboxRecord[];
  /** Your name, shown on what you queued. */
  you: string;
  now: number;
  from: string;
  onFix: (record: OutboxRecord) => void;
}

/** The thread, oldest first: each comment's author (the office's marked so), time and photo. */
export function TicketThread({ comments, queued, you, now, from, onFix }: TicketThreadProps) {
  if (comments.length === 0 && queued.length === 0) return <p>No comments yet.</p>;
  return (
    <ol className={styles.thread} aria-label="Comments">
      {comments.map((comment) => {
        const photo = comment.thumbnail_url || comment.photo_url;
        return (
          <li key={comment.id} className={styles.comment} data-role={comment.author_role}>
            <p className={styles.commentHead}>
              <strong>{authorOf(comment)}</strong> ·{' '}
              <time dateTime={comment.created_at}>{stepTime(comment.created_at, now)}</time>
            </p>
            <p>{comment.body}</p>
            {photo && (
              <a href={apiUrl(comment.photo_url || photo)} target="_blank" rel="noreferrer">
                <PhotoThumb
                  image={apiUrl(photo)}
                  alt={`Photo from ${authorOf(comment)}`}
                  className={styles.commentPhoto}
                />
              </a>
            )}
          </li>
        );
      })}
      {queued.map((record) => {
        const stored = storedPhotoOf(record);
        return (
          <li key={record.id} className={styles.comment} data-role="member">
            <p className={styles.commentHead}>
              <strong>{you}</strong>
            </p>
            <p>{commentPayloadOf(record).body}</p>
            {stored && (
              <PhotoThumb stored={stored} alt="Your photo" className={styles.commentPhoto} />
            )}
            <OutboxItemState record={record} from={from} onEdit={onFix} />
          </li>
        );
      })}
    </ol>
  );
}

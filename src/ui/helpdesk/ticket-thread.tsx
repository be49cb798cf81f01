import type { ReactNode } from 'react';
import type { TicketComment } from '../../../contract/helpdesk/helpdesk';
import { formatMoment } from '../../lib/format-date';
import { TicketPhoto } from './ticket-photo';
import styles from './ticket-thread.module.css';

/** Comments by the office are marked as the office's, whoever of it wrote them. */
export const OFFICE = 'RWA office';

export function authorOf(comment: Pick<TicketComment, 'author_name' | 'author_role'>): string {
  if (comment.author_role !== 'rwa') return comment.author_name;
  return comment.author_name ? `${comment.author_name} (${OFFICE})` : OFFICE;
}

/**
 * A ticket's thread, oldest first, for the household and the office alike: each comment's author
 * (the office's marked, in words and with a bar), time and photo. `children` are more items at
 * the end (`ThreadItem`s): the household's comments still waiting on the phone.
 */
export function TicketThread({
  comments,
  now,
  children,
}: {
  comments: readonly TicketComment[];
  now: number;
  children?: ReactNode;
}) {
  if (comments.length === 0 && !children) return <p>No comments yet.</p>;
  return (
    <ol className={styles.thread} aria-label="Comments, oldest first">
      {comments.map((comment) => (
        <ThreadItem
          key={comment.id}
          author={authorOf(comment)}
          office={comment.author_role === 'rwa'}
          at={comment.created_at}
          now={now}
          body={comment.body}
        >
          <TicketPhoto
            photo={comment.photo_url}
            thumbnail={comment.thumbnail_url}
            alt={`Photo with ${authorOf(comment)}'s comment`}
          />
        </ThreadItem>
      ))}
      {children}
    </ol>
  );
}

/** One comment of the thread; `at` is absent for one not sent yet. */
export function ThreadItem(props: {
  author: string;
  office?: boolean;
  at?: string;
  now: number;
  body: string;
  children?: ReactNode;
}) {
  return (
    <li className={props.office ? styles.officeComment : styles.comment}>
      <p className={styles.commentHead}>
        <strong>{props.author}</strong>
        {props.at && (
          <>
            {' · '}
            <time dateTime={props.at}>{formatMoment(props.at, props.now)}</time>
          </>
        )}
      </p>
      <p className={styles.commentBody}>{props.body}</p>
      {props.children}
    </li>
  );
}

/**
 * One poll in the list (issue 36): its question, when it closes (or opened, or closed), and
 * where the flat stands — voted, a vote waiting on the phone, not voted yet — linking to it.
 */
import { Link } from 'react-router-dom';
import type { MemberPoll } from '../../../contract/polls/polls';
import { paths } from '../../lib/paths';
import type { OutboxRecord } from '../../offline/db';
import { Badge, type BadgeTone } from '../../ui/badge';
import { pollStatusAt, pollWhen } from '../../ui/polls/poll-times';
import cards from '../../ui/request-card.module.css';
import { isWaiting } from './queued-vote';
import styles from './polls.module.css';

/** Where the flat stands on a poll, in a word or two, and how loud. */
export function standingLabel(
  poll: MemberPoll,
  now: number,
  queued: OutboxRecord | undefined,
): { text: string; tone: BadgeTone } | null {
  const status = pollStatusAt(poll, now);
  if (isWaiting(queued)) return { text: 'Vote waiting to send', tone: 'warning' };
  if (poll.mine.proxy_to) return { text: `Proxy to ${poll.mine.proxy_to}`, tone: 'neutral' };
  if (poll.mine.ballot || poll.mine.voted_via) return { text: 'You voted', tone: 'success' };
  if (status !== 'open' || !poll.mine.eligible) return null;
  return { text: 'Not voted yet', tone: 'warning' };
}

interface PollCardProps {
  poll: MemberPoll;
  now: number;
  queued: OutboxRecord | undefined;
}

export function PollCard({ poll, now, queued }: PollCardProps) {
  const standing = standingLabel(poll, now, queued);
  const status = pollStatusAt(poll, now);
  return (
    <li className={cards.card} aria-label={poll.question}>
      <div className={cards.head}>
        <h3 className={cards.title}>{poll.question}</h3>
        {standing && <Badge tone={standing.tone}>{standing.text}</Badge>}
      </div>
      <p className={styles.when}>{pollWhen(poll, now)}</p>
      <p className={cards.actions}>
        <Link to={paths.poll(poll.id)} className={styles.open}>
          {status === 'open'
            ? 'Open the ballot'
            : status === 'closed'
              ? 'See the results'
              : 'Read it'}
          <span className="visually-hidden">: {poll.question}</span>
        </Link>
      </p>
    </li>
  );
}

/**
 * /polls (issue 36): what the estate is deciding — open polls first with the time left, then
 * upcoming, then closed with their results — each with where the flat stands. Kept on the phone
 * (a cached collection), so it reads offline, and a vote made offline waits in the outbox.
 */
import { messages } from '../../../contract/messages';
import type { MemberPoll, PollStatus } from '../../../contract/polls/polls';
import { errorMessage } from '../../api/api-error';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { pollEnd, pollStatusAt } from '../../ui/polls/poll-times';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { PollCard } from './poll-card';
import { usePollsAndVotes } from './polls-collection';
import { latestVote } from './queued-vote';
import styles from './polls.module.css';

const sections: { status: PollStatus; title: string }[] = [
  { status: 'open', title: 'Open' },
  { status: 'upcoming', title: 'Upcoming' },
  { status: 'closed', title: 'Closed' },
];

/** The polls of one state, by the phone's clock: open closing soonest first, closed newest. */
export function pollsIn(polls: readonly MemberPoll[], status: PollStatus, now: number) {
  const order = status === 'closed' ? -1 : 1;
  return polls
    .filter((poll) => pollStatusAt(poll, now) === status)
    .sort((a, b) => order * (pollEnd(a) - pollEnd(b)));
}

export default function PollsPage() {
  const { polls, votes: queued, online } = usePollsAndVotes();
  const now = useNow(30_000);
  const saved = polls.refreshedAt !== undefined;

  return (
    <>
      <PageHeader
        title="Polls"
        subtitle="What the estate is deciding. One vote per flat; you can vote with no signal, and it is sent when you have one."
      />
      {saved && (
        <p className={styles.muted}>{freshnessLabel(polls.refreshedAt ?? 0, now, online)}</p>
      )}
      {!online && polls.isLoaded && !saved && (
        <Notice>{"You're offline and no polls are saved on this phone yet."}</Notice>
      )}
      {polls.error && online && !saved && (
        <Banner tone="error">{errorMessage(polls.error, messages.pollsFetchFailed)}</Banner>
      )}
      {!saved && online && !polls.error && <Spinner label="Loading polls…" />}
      {saved && polls.items.length === 0 && <p>No polls yet.</p>}
      {sections.map(({ status, title }) => {
        const shown = pollsIn(polls.items, status, now);
        if (shown.length === 0) return null;
        const headingId = `polls-${status}`;
        return (
          <section key={status} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId}>{title}</h2>
            <ul className={cards.list} aria-label={`${title} polls`}>
              {shown.map((poll) => (
                <PollCard
                  key={poll.id}
                  poll={poll}
                  now={now}
                  queued={latestVote(queued.records ?? [], poll.id)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

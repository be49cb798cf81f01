/**
 * /polls/:pollId (issue 36): one poll — its question, times and rules; the flat's ballot (cast
 * through the outbox, so with no signal too), its receipt code and "Change my vote"; proxies
 * given or held; and once closed (or live where allowed) the results and the bulletin. Read
 * from the polls kept on the phone, so it opens offline.
 */
import { useParams } from 'react-router-dom';
import type { MemberPoll } from '../../../contract/polls/polls';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { pollStatusAt, pollWhen } from '../../ui/polls/poll-times';
import { ResultsSection } from '../../ui/polls/results-section';
import { Spinner } from '../../ui/spinner';
import { BallotPanel } from './ballot-panel';
import { ownBallotBlocked } from './ballot-rules';
import { Bulletin } from './bulletin';
import { GiveProxy } from './give-proxy';
import { MeetingLine } from './meeting-line';
import { PollFacts } from '../../ui/polls/poll-facts';
import { usePollsAndVotes } from './polls-collection';
import { isWaiting, latestVote, queueVote } from './queued-vote';
import styles from './polls.module.css';

export default function PollPage() {
  const { pollId = '' } = useParams();
  const { userId, polls, listKey, votes: queued, online } = usePollsAndVotes();
  const now = useNow(30_000);
  const poll = polls.items.find((item) => item.id === pollId);

  if (!poll) {
    return (
      <>
        <PageHeader title="Poll" backTo={paths.polls} backLabel="All polls" />
        {!polls.isLoaded || (polls.isRefreshing && online) ? (
          <Spinner label="Loading the poll…" />
        ) : polls.error && online ? (
          <Banner tone="error">{errorMessage(polls.error, messages.pollsFetchFailed)}</Banner>
        ) : (
          <p>
            {online ? messages.pollNotFound : "You're offline and this poll is not saved here."}
          </p>
        )}
      </>
    );
  }

  const status = pollStatusAt(poll, now);
  const shown = (forApartment?: string) => {
    const latest = latestVote(queued.records ?? [], poll.id, forApartment);
    return latest && queued.shown.includes(latest) ? latest : undefined;
  };
  const vote = (forApartment?: string) => (choices: string[]) =>
    queueVote(
      poll.id,
      forApartment ? { choices, for_apartment: forApartment } : { choices },
      userId,
    );
  const own = shown();

  return (
    <>
      <PageHeader title={poll.question} backTo={paths.polls} backLabel="All polls" />
      {poll.agm_id && <MeetingLine agmId={poll.agm_id} />}
      <p className={styles.when}>{pollWhen(poll, now)}</p>
      {polls.refreshedAt !== undefined && (
        <p className={styles.muted}>{freshnessLabel(polls.refreshedAt, now, online)}</p>
      )}
      {poll.details && <p className={styles.details}>{poll.details}</p>}
      {poll.close_reason && <Notice>The RWA closed this poll early: {poll.close_reason}</Notice>}
      <PollFacts poll={poll} />

      <section className={styles.section} aria-labelledby="my-ballot">
        <h2 id="my-ballot">Your ballot</h2>
        {poll.max_overdue_days !== null && (
          <p className={styles.rule}>{messages.duesRule(poll.max_overdue_days)}</p>
        )}
        <BallotPanel
          poll={poll}
          now={now}
          cast={poll.mine.ballot}
          record={own}
          blocked={ownBallotBlocked(poll, now)}
          subject="Your vote"
          formLabel="Your ballot"
          onVote={vote()}
        />
        {mayGiveProxy(poll, now) && !isWaiting(own) && (
          <GiveProxy
            pollId={poll.id}
            maxProxies={poll.max_proxies}
            online={online}
            listKey={listKey}
          />
        )}
      </section>

      {poll.mine.proxies_held.length > 0 && (
        <section className={styles.section} aria-labelledby="proxies-held">
          <h2 id="proxies-held">Proxies you hold</h2>
          <ul className={styles.proxies}>
            {poll.mine.proxies_held.map((proxy) => (
              <li key={proxy.apartment} aria-label={`Proxy of flat ${proxy.apartment}`}>
                <h3>Flat {proxy.apartment} gave you its vote</h3>
                <BallotPanel
                  poll={poll}
                  now={now}
                  cast={proxy.ballot}
                  record={shown(proxy.apartment)}
                  blocked={status === 'open' ? null : ''}
                  subject={`Vote of ${proxy.apartment}`}
                  formLabel={`Ballot for flat ${proxy.apartment}`}
                  onVote={vote(proxy.apartment)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {(status === 'closed' || poll.results_live) && status !== 'upcoming' && (
        <ResultsSection poll={poll} online={online} className={styles.section} />
      )}
      {status === 'closed' && <Bulletin poll={poll} online={online} />}
    </>
  );
}

/** A flat that has not voted, holds none and gave none may give its vote where proxies are on. */
function mayGiveProxy(poll: MemberPoll, now: number): boolean {
  const { mine } = poll;
  return (
    poll.max_proxies > 0 &&
    poll.electorate !== 'person' &&
    ownBallotBlocked(poll, now) === null &&
    mine.ballot === null &&
    mine.proxies_held.length === 0
  );
}

/**
 * The bulletin of a closed poll (issue 36): every counted ballot by receipt code with its
 * choices, so a voter checks that theirs was counted as cast, and anyone can recount. "Find my
 * receipt" brings the flat's own (and its proxies') into view, marked.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messages } from '../../../contract/messages';
import type { MemberPoll } from '../../../contract/polls/polls';
import { pollBulletin } from '../../../contract/polls/results';
import { errorMessage } from '../../api/api-error';
import { callApi } from '../../api/client';
import { pollKeys } from '../../api/polls';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { choiceLabels } from './ballot-rules';
import styles from './polls.module.css';

const bulletinQuery = (pollId: string) =>
  queryOptions({
    queryKey: pollKeys.bulletin(pollId),
    queryFn: ({ signal }) => callApi(pollBulletin, { params: { id: pollId }, signal }),
  });

/** The receipt codes this flat can look for: its own ballot's and its proxies'. */
export function myReceipts(poll: MemberPoll): string[] {
  const held = poll.mine.proxies_held.map((proxy) => proxy.ballot?.receipt);
  return [poll.mine.ballot?.receipt, ...held].filter((receipt): receipt is string => !!receipt);
}

export function Bulletin({ poll, online }: { poll: MemberPoll; online: boolean }) {
  const bulletin = useQuery(bulletinQuery(poll.id));
  const [found, setFound] = useState<boolean | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const mine = myReceipts(poll);
  const ballots = bulletin.data?.ballots;

  const find = () => {
    const first = listRef.current?.querySelector<HTMLElement>('[data-mine="true"]');
    setFound(first !== null && first !== undefined);
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby="bulletin-heading">
      <h2 id="bulletin-heading">Bulletin</h2>
      <p className={styles.muted}>
        Every counted ballot by its receipt code. Find yours to check it was counted as you cast it;
        anyone can count these to check the result.
      </p>
      {bulletin.isError && !ballots && (
        <Banner tone="error">{errorMessage(bulletin.error, messages.pollResultsFailed)}</Banner>
      )}
      {!ballots && bulletin.isPending && online && <Spinner label="Loading the bulletin…" />}
      {!ballots && !online && <p>The bulletin loads when you're back online.</p>}
      {ballots && (
        <>
          {mine.length > 0 && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={find}>
                Find my receipt
              </Button>
            </div>
          )}
          {found === true && (
            <p role="status" className={styles.found}>
              Found: your ballot is counted as you cast it.
            </p>
          )}
          {found === false && (
            <p role="status">Your receipt is not on the bulletin: ask the RWA office why.</p>
          )}
          <ol ref={listRef} className={styles.bulletin} aria-label="Counted ballots">
            {ballots.map((ballot) => {
              const isMine = mine.includes(ballot.receipt);
              return (
                <li
                  key={ballot.receipt}
                  data-mine={isMine}
                  tabIndex={isMine ? -1 : undefined}
                  className={isMine ? styles.mine : undefined}
                >
                  <span className={styles.receipt}>{ballot.receipt}</span>{' '}
                  {choiceLabels(poll, ballot.choices)}
                  {isMine && <strong> · yours</strong>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * The polls as a cached collection (DESIGN.md §4): /polls and a poll's ballot read them from
 * Dexie, so a resident who opened them once reads them again with no signal — and votes, since
 * the vote goes through the outbox. Kept per resident: each poll carries the caller's own ballot
 * and receipt, which another person on this phone must never read. The rows live in the shared
 * `cached` table, so no new Dexie version is needed.
 */
import { useMemo } from 'react';
import { listPolls, memberPoll } from '../../../contract/polls/polls';
import { fetchCollectionJson } from '../../api/client';
import { useSession } from '../../api/session';
import { defineCollection } from '../../offline/collections';
import { POLL_VOTE_KIND } from '../../offline/kinds';
import { collectionQueryKey, useCollection } from '../../offline/use-collection';
import { useQueuedWrites } from '../../ui/use-queued-writes';

export const pollsCollection = defineCollection({
  name: 'polls',
  endpoint: listPolls,
  schema: memberPoll,
  idOf: (poll) => poll.id,
  scope: (user) => user?.id,
});

export function usePolls() {
  return useCollection(pollsCollection, { fetcher: fetchCollectionJson });
}

/** The refresh's query key: asked again once a vote or a proxy has reached the server. */
export function usePollsQueryKey(): readonly unknown[] {
  const { user } = useSession();
  const scope = pollsCollection.scope?.(user);
  return useMemo(() => collectionQueryKey(pollsCollection.name, scope), [scope]);
}

/** The polls with this resident's votes still in the outbox (or sent since the list was read). */
export function usePollsAndVotes() {
  const { user } = useSession();
  const polls = usePolls();
  const listKey = usePollsQueryKey();
  const votes = useQueuedWrites(
    { kind: POLL_VOTE_KIND, userId: user?.id },
    polls.refreshedAt,
    listKey,
  );
  return { userId: user?.id ?? '', polls, listKey, votes, online: !polls.isOffline };
}

/**
 * The saved lists that queued writes change, and how to fetch each again with no page of it open
 * (src/offline/collection-refreshers.ts). Each feature's definition loads only when needed.
 */
import { fetchCollectionJson } from '../../api/client';
import { registerCollectionRefreshers } from '../../offline/collection-refreshers';
import { refreshCollection } from '../../offline/collections';
import { INBOX_COLLECTION } from '../../offline/kinds/notifications-read';

export function registerListRefreshers(): void {
  registerCollectionRefreshers({
    lostFoundItems: async (user) => {
      const { lostFoundCollection } =
        await import('../../features/lost-and-found/lost-found-collection');
      return refreshCollection(lostFoundCollection, fetchCollectionJson, { scope: user.id });
    },
    events: async (user) => {
      const { eventsCollection } = await import('../../features/events/events-collection');
      return refreshCollection(eventsCollection, fetchCollectionJson, { scope: user.id });
    },
    polls: async (user) => {
      const { pollsCollection } = await import('../../features/polls/polls-collection');
      return refreshCollection(pollsCollection, fetchCollectionJson, { scope: user.id });
    },
    [INBOX_COLLECTION]: async (user) => {
      const { inboxCollection, inboxFetcher } =
        await import('../../features/notifications/inbox-collection');
      return refreshCollection(inboxCollection, inboxFetcher(user.id), { scope: user.id });
    },
  });
}

/**
 * The inbox as a cached collection (DESIGN.md §4): its newest page is kept on the phone per user,
 * so it reads offline with its age and another household signing in on the same phone never sees
 * it. The same refresh feeds the bell: it saves the server's unread count beside the rows.
 */
import type { SessionUser } from '../../../contract/sign-in/auth';
import { listNotifications, notification } from '../../../contract/notices/notifications';
import { fetchCollectionJson } from '../../api/client';
import {
  defineCollection,
  refreshCollection,
  type CollectionFetcher,
  type RefreshResult,
} from '../../offline/collections';
import { INBOX_COLLECTION, unreadOf, writeUnread } from '../../offline/kinds/notifications-read';
import { collectionQueryKey } from '../../offline/use-collection';

/** How often the bell, the inbox and the emergency banner ask again while the app is visible. */
export const INBOX_POLL_MS = 30_000;

export const inboxCollection = defineCollection({
  name: INBOX_COLLECTION,
  endpoint: listNotifications,
  schema: notification,
  idOf: (item) => item.id,
  select: (response) =>
    typeof response === 'object' && response !== null && 'notifications' in response
      ? response.notifications
      : response,
  scope: (user: SessionUser | null) => user?.id,
});

/** The list's GET, keeping its `unread` for the bell (the collection itself keeps only rows). */
export function inboxFetcher(userId: string): CollectionFetcher {
  return async (endpoint, request) => {
    const response = await fetchCollectionJson(endpoint, request);
    const unread = unreadOf(response);
    if (unread !== undefined) await writeUnread(userId, unread);
    return response;
  };
}

export function inboxQueryKey(userId: string): readonly unknown[] {
  return collectionQueryKey(INBOX_COLLECTION, userId);
}

/** The refresh `useCollection` runs too (same key), so the bell and the page share each fetch. */
export function refreshInbox(userId: string, signal?: AbortSignal): Promise<RefreshResult> {
  return refreshCollection(inboxCollection, inboxFetcher(userId), { scope: userId, signal });
}

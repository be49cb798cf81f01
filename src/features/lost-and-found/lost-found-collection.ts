/**
 * Lost & found items as a cached collection (DESIGN.md §4): a resident can look through them
 * again with no signal. The copy is kept per signed-in user, because each item's `mine` says
 * whether *this* caller reported it; another user on the same phone never sees it as theirs.
 */
import type { SessionUser } from '../../../contract/sign-in/auth';
import { listLostFoundItems, lostFoundItem } from '../../../contract/lost-found/lost-found';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection } from '../../offline/collections';
import { collectionQueryKey, useCollection } from '../../offline/use-collection';

export const lostFoundCollection = defineCollection({
  name: 'lostFoundItems',
  endpoint: listLostFoundItems,
  schema: lostFoundItem,
  idOf: (item) => item.id,
  scope: (user: SessionUser | null) => user?.id,
});

export function useLostFoundItems() {
  return useCollection(lostFoundCollection, { fetcher: fetchCollectionJson });
}

/** The refresh of this user's copy, to run again after a write changed the list. */
export function lostFoundQueryKey(userId: string | undefined) {
  return collectionQueryKey(lostFoundCollection.name, userId);
}

/**
 * Community updates as a cached collection (DESIGN.md §4): what the RWA posted stays readable
 * on the phone with no signal.
 */
import { communityUpdate, listUpdates } from '../../../contract/updates';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection, type CollectionFetcher } from '../../offline/collections';

export const updatesCollection = defineCollection({
  name: 'updates',
  endpoint: listUpdates,
  schema: communityUpdate,
  idOf: (item) => item.id,
});

/** The raw JSON: the collection checks item by item and drops only a bad one. */
export const fetchUpdates: CollectionFetcher = fetchCollectionJson;

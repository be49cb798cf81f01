/** Community updates as a cached collection; the definition is shared with the home page. */
import { fetchCollectionJson } from '../../api/client';
import type { CollectionFetcher } from '../../offline/collections';

export { updatesCollection } from '../../offline/updates-collection';

/** The raw JSON: the collection checks item by item and drops only a bad one. */
export const fetchUpdates: CollectionFetcher = fetchCollectionJson;

/**
 * Tenders as a cached collection (DESIGN.md §4): the public page reads them from Dexie, so a
 * visitor who opened /tenders once can read them again with no signal.
 */
import { listTenders, tender } from '../../../contract/content/tenders';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection, type CollectionFetcher } from '../../offline/collections';

export const tendersCollection = defineCollection({
  name: 'tenders',
  endpoint: listTenders,
  schema: tender,
  idOf: (item) => item.id,
  // SPEC.md §7: the list comes bare or as `{ tenders: [...] }`.
  select: (response) =>
    typeof response === 'object' &&
    response !== null &&
    !Array.isArray(response) &&
    'tenders' in response
      ? response.tenders
      : response,
});

/**
 * Passed explicitly so the page works however it is reached. The raw JSON, not `callApi`: the
 * whole-list schema would refuse `{ tenders }` and one bad item; the collection checks items.
 */
export const fetchTenders: CollectionFetcher = fetchCollectionJson;

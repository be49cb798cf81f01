/**
 * Tenders as a cached collection (DESIGN.md §4): the public page reads them from Dexie, so a
 * visitor who opened /tenders once can read them again with no signal.
 */
import { z } from 'zod';
import { listTenders, tender } from '../../../contract/tenders';
import { callApi } from '../../api/client';
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

// The whole-list schema would refuse `{ tenders }` and one bad item; the collection checks items.
const listAnyShape = { ...listTenders, response: z.unknown() };

/** The collection's fetcher, passed explicitly so the page works whatever the app configured. */
export const fetchTenders: CollectionFetcher = (_endpoint, { signal }) =>
  callApi(listAnyShape, { signal });

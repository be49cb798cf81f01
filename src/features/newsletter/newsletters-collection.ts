/** Newsletters as a cached collection (DESIGN.md §4): the list reads offline after one visit. */
import { listNewsletters, newsletter } from '../../../contract/content/newsletters';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection, type CollectionFetcher } from '../../offline/collections';

export const newslettersCollection = defineCollection({
  name: 'newsletters',
  endpoint: listNewsletters,
  schema: newsletter,
  idOf: (item) => item.id,
});

/** Raw JSON: the collection checks item by item, so one bad newsletter never hides the rest. */
export const fetchNewsletters: CollectionFetcher = fetchCollectionJson;

/**
 * Events as a cached collection (DESIGN.md §4): the list, the calendar and the detail page read
 * them from Dexie, so a resident who opened /events once can read them again with no signal.
 * This copy replaces SPEC.md §8's "fallback to sample events": what shows offline is real.
 * It is kept per resident, since each event says where the caller's household stands.
 */
import { eventListItem, listEvents } from '../../../contract/events/events';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection, type CollectionFetcher } from '../../offline/collections';
import { useCollection } from '../../offline/use-collection';

export const eventsCollection = defineCollection({
  name: 'events',
  endpoint: listEvents,
  schema: eventListItem,
  idOf: (item) => item.id,
  // Each item carries this household's own registration: one resident's copy is not another's.
  scope: (user) => user?.id,
});

/** The raw JSON, not `callApi`: the collection checks item by item and drops only a bad one. */
export const fetchEvents: CollectionFetcher = fetchCollectionJson;

export function useEvents() {
  return useCollection(eventsCollection, { fetcher: fetchEvents });
}

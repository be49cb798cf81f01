/**
 * Events as a cached collection (DESIGN.md §4): the list, the calendar and the detail page read
 * them from Dexie, so a resident who opened /events once can read them again with no signal.
 * This copy replaces SPEC.md §8's "fallback to sample events": what shows offline is real.
 */
import { event, listEvents } from '../../../contract/events';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection, type CollectionFetcher } from '../../offline/collections';
import { useCollection } from '../../offline/use-collection';

export const eventsCollection = defineCollection({
  name: 'events',
  endpoint: listEvents,
  schema: event,
  idOf: (item) => item.id,
});

/** The raw JSON, not `callApi`: the collection checks item by item and drops only a bad one. */
export const fetchEvents: CollectionFetcher = fetchCollectionJson;

export function useEvents() {
  return useCollection(eventsCollection, { fetcher: fetchEvents });
}

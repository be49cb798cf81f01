/**
 * Community updates as a cached collection (DESIGN.md §4): what the RWA posted stays readable
 * on the phone with no signal. Shared: /updates lists them, and the home page's Today strip
 * shows the latest from the same saved copy.
 */
import { communityUpdate, listUpdates } from '../../contract/content/updates';
import { defineCollection } from './collections';

export const updatesCollection = defineCollection({
  name: 'updates',
  endpoint: listUpdates,
  schema: communityUpdate,
  idOf: (item) => item.id,
});

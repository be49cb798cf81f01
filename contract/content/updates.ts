/**
 * Community updates (SPEC.md §2 /updates, §3 Update, §5 Updates). SPEC.md keeps them as local
 * sample data; residents expect what the RWA posts to stay, so they are stored and served.
 * The paths are ours (SPEC.md §7 has none).
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, requiredText } from '../platform/fields';
import { messages } from '../messages';

export const updateCategories = ['Maintenance', 'Event', 'Notice', 'Other'] as const;
export type UpdateCategory = (typeof updateCategories)[number];

export const communityUpdate = z.object({
  id: z.string(),
  title: z.string(),
  /** yyyy-MM-dd in India, the day it was posted. */
  date: z.string(),
  content: z.string(),
  category: z.enum(updateCategories),
});
export type CommunityUpdate = z.infer<typeof communityUpdate>;

export const updateInput = z.strictObject({
  title: requiredText('Title', 'line', messages.updateTitleRequired),
  content: requiredText('Content', 'description', messages.updateContentRequired),
  category: z.enum(updateCategories, { error: messages.updateCategoryInvalid }),
});
export type UpdateInput = z.input<typeof updateInput>;

export const listUpdates = defineEndpoint({
  method: 'GET',
  path: 'updates/updates',
  access: 'member',
  response: z.array(communityUpdate),
  failure: messages.updatesFetchFailed,
});

export const createUpdate = defineEndpoint({
  method: 'POST',
  path: 'updates/updates',
  access: 'rwa',
  body: updateInput,
  created: 'always',
  response: communityUpdate,
  failure: messages.updateCreateFailed,
  audit: { action: 'update.create', target: 'community_update' },
});

export const deleteUpdate = defineEndpoint({
  method: 'DELETE',
  path: 'updates/updates/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.updateDeleteFailed,
  audit: { action: 'update.delete', target: 'community_update' },
});

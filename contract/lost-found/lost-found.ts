/**
 * Lost and found (SPEC.md §2 /lost-and-found, /admin/lost-found, §3 Lost/found item, §4 status,
 * §5, §7 Lost and found, §8, §9). Members report (created `open`) and may edit, close, reopen
 * and delete their own reports; the RWA manages all. A resident's report goes through the
 * outbox as one multipart call (item and optional photo), so it arrives once, photo included.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, isoDate, jsonField, phoneNumber, requiredText } from '../platform/fields';
import { messages } from '../messages';

export const lostFoundTypes = ['lost', 'found'] as const;
export type LostFoundType = (typeof lostFoundTypes)[number];

export const lostFoundCategories = [
  'Keys',
  'Documents',
  'Electronics',
  'Jewelry',
  'Accessories',
  'Clothing',
  'Others',
] as const;
export type LostFoundCategory = (typeof lostFoundCategories)[number];
export const defaultLostFoundCategory: LostFoundCategory = 'Others';

export const lostFoundStatuses = ['open', 'closed'] as const;
export type LostFoundStatus = (typeof lostFoundStatuses)[number];

export const lostFoundItem = z.object({
  id: z.string(),
  type: z.enum(lostFoundTypes),
  title: z.string(),
  description: z.string(),
  /** yyyy-MM-dd, the day it was lost or found. */
  date: z.string(),
  location: z.string(),
  category: z.enum(lostFoundCategories),
  contactName: z.string(),
  /** '' for residents when the reporter no longer lives here: the RWA office has the number. */
  contactPhone: z.string(),
  status: z.enum(lostFoundStatuses),
  /** `files/<name>` relative to the API base, or '' without a photo. */
  imageUrl: z.string(),
  /** A small copy for cards, or ''. */
  thumbnailUrl: z.string(),
  /** ISO instants. */
  created_at: z.string(),
  updated_at: z.string(),
  /** True when the caller reported it: they may edit, close, reopen and delete it. */
  mine: z.boolean(),
});
export type LostFoundItem = z.infer<typeof lostFoundItem>;

/** What a report says (SPEC.md §5), for residents and the RWA alike. */
export const lostFoundFields = z.strictObject({
  type: z.enum(lostFoundTypes, { error: messages.lostFoundTypeInvalid }),
  title: requiredText('Title'),
  description: requiredText('Description', 'description'),
  date: isoDate('Date'),
  location: requiredText('Location'),
  category: z.enum(lostFoundCategories, { error: messages.lostFoundCategoryRequired }),
  contactName: requiredText('Contact name', 'name'),
  contactPhone: phoneNumber,
});
export type LostFoundFields = z.input<typeof lostFoundFields>;
export type LostFoundInput = z.output<typeof lostFoundFields>;

/** The RWA may set the status when it creates an item; residents' reports are always open. */
export const lostFoundCreateFields = lostFoundFields.extend({
  status: z.enum(lostFoundStatuses).default('open'),
});

/** An item cannot have been lost or found on a day still to come (today is India's). */
export function lostFoundDateProblem(date: string, today: string): string | undefined {
  return date > today ? messages.lostFoundDateFuture : undefined;
}

const itemPhoto = {
  field: 'image',
  rule: 'image',
  missing: messages.lostFoundImageRequired,
  wrongType: messages.lostFoundImageType,
} as const;

/** Newest report first. */
export const listLostFoundItems = defineEndpoint({
  method: 'GET',
  path: 'lostandfound/items',
  access: 'member',
  response: z.array(lostFoundItem),
  failure: messages.lostFoundFetchFailed,
});

/** A report without a photo, as JSON. */
export const reportLostFoundItem = defineEndpoint({
  method: 'POST',
  path: 'lostandfound/items/report',
  access: 'member',
  body: lostFoundFields,
  created: 'always',
  response: lostFoundItem,
  idempotent: true,
  failure: messages.lostFoundReportFailed,
});

/**
 * Multipart: `item` is the JSON of `lostFoundCreateFields`, `image` an optional JPEG/PNG.
 * The outbox sends residents' reports here, so the photo travels with the item in one call.
 */
export const createLostFoundItem = defineEndpoint({
  method: 'POST',
  path: 'lostandfound/items',
  access: 'member',
  bodyType: 'multipart',
  body: z.strictObject({ item: jsonField(lostFoundCreateFields, messages.lostFoundCreateFailed) }),
  upload: { ...itemPhoto, optional: true },
  created: 'always',
  response: lostFoundItem,
  idempotent: true,
  failure: messages.lostFoundCreateFailed,
  audit: { action: 'lost_found.create', target: 'lost_found_item' },
});

/** Adds or replaces the photo of an item (its reporter or the RWA). */
export const uploadLostFoundImage = defineEndpoint({
  method: 'POST',
  path: 'lostandfound/items/:id/image',
  access: 'member',
  params: byId,
  bodyType: 'multipart',
  upload: itemPhoto,
  response: lostFoundItem,
  failure: messages.lostFoundUpdateFailed,
  audit: { action: 'lost_found.image', target: 'lost_found_item' },
});

export const updateLostFoundItem = defineEndpoint({
  method: 'PUT',
  path: 'lostandfound/items/:id',
  access: 'member',
  params: byId,
  body: lostFoundFields,
  response: lostFoundItem,
  failure: messages.lostFoundUpdateFailed,
  audit: { action: 'lost_found.edit', target: 'lost_found_item' },
});

export const updateLostFoundStatus = defineEndpoint({
  method: 'PATCH',
  path: 'lostandfound/items/:id/status',
  access: 'member',
  params: byId,
  body: z.strictObject({
    status: z.enum(lostFoundStatuses, { error: messages.lostFoundStatusInvalid }),
  }),
  response: lostFoundItem,
  failure: messages.lostFoundStatusFailed,
  audit: { action: 'lost_found.status', target: 'lost_found_item' },
});

export const deleteLostFoundItem = defineEndpoint({
  method: 'DELETE',
  path: 'lostandfound/items/:id',
  access: 'member',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.lostFoundDeleteFailed,
  audit: { action: 'lost_found.delete', target: 'lost_found_item' },
});

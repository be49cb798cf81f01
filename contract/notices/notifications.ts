/**
 * The inbox every user has (DESIGN.md §8): notices of what happened to their requests, of new
 * posts from the RWA, of lost items like theirs and of documents for their apartment; and what
 * each user wants to be told, per category. Broadcasts from the RWA (`notices`) cannot be
 * turned off.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { recordId } from '../platform/fields';
import { messages } from '../messages';

export const noticeCategories = [
  'requests',
  'community',
  'lost_found',
  'documents',
  'notices',
  'office',
  'visitors',
  'dues',
] as const;
export type NoticeCategory = (typeof noticeCategories)[number];

/** What the settings page offers; `notices` (broadcasts) is always on. */
export const mutableNoticeCategories = [
  'requests',
  'community',
  'lost_found',
  'documents',
  'office',
  'visitors',
  'dues',
] as const satisfies readonly NoticeCategory[];

export const noticeCategoryLabels: Record<NoticeCategory, string> = {
  requests: 'Bookings & requests',
  community: 'Community posts',
  lost_found: 'Lost & found',
  documents: 'Documents',
  notices: 'Notices from the RWA',
  office: 'New requests for the office',
  visitors: 'Visitors at the gate',
  dues: 'Maintenance dues',
};

export const notification = z.object({
  id: z.string(),
  kind: z.string(),
  category: z.enum(noticeCategories),
  title: z.string(),
  body: z.string(),
  /** Where the notice leads in the app. */
  url: z.string(),
  /** ISO instants; read_at null while unread. */
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const NOTIFICATIONS_PAGE = 50;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: 'notifications',
  access: 'member',
  query: z.strictObject({
    /** Older than this id: the next page. */
    before: recordId('before must be a notice id').optional(),
  }),
  response: z.object({ notifications: z.array(notification), unread: z.number() }),
  failure: messages.notificationsFailed,
});

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  path: 'notifications/read',
  access: 'member',
  body: z.union(
    [
      z.strictObject({ ids: z.array(recordId('ids must be notice ids')).min(1).max(200) }),
      z.strictObject({ all: z.literal(true) }),
    ],
    { error: 'Send { ids: [...] } or { all: true }' },
  ),
  response: z.object({ unread: z.number() }),
  idempotent: true,
  failure: messages.notificationsReadFailed,
});

const channels = z.strictObject({ inbox: z.boolean(), push: z.boolean() });
export type NoticeChannels = z.infer<typeof channels>;

export const notificationPreferences = z.strictObject(
  Object.fromEntries(mutableNoticeCategories.map((category) => [category, channels])) as Record<
    (typeof mutableNoticeCategories)[number],
    typeof channels
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const getNotificationPreferences = defineEndpoint({
  method: 'GET',
  path: 'notifications/preferences',
  access: 'member',
  response: notificationPreferences,
  failure: messages.preferencesFailed,
});

/** Any subset of categories; the rest stay as they were. */
export const updateNotificationPreferences = defineEndpoint({
  method: 'PUT',
  path: 'notifications/preferences',
  access: 'member',
  body: notificationPreferences.partial(),
  response: notificationPreferences,
  failure: messages.preferencesFailed,
});

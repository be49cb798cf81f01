/**
 * Marking notices read goes through the outbox (DESIGN.md §5): a resident reading the inbox with
 * no signal sees them read at once, and the phone tells the server once, when it can. The inbox's
 * saved copy and its unread count are named here, not in the feature, because whoever sends this
 * kind (a window or the service worker) brings them up to date. Worker-safe: contract and
 * src/offline only.
 */
import { Dexie } from 'dexie';
import { markNotificationsRead } from '../../../contract/notices/notifications';
import { db, type OutboxRecord, type OutboxStatus } from '../db';
import type { OutboxKind } from '../outbox-kinds';

export const NOTIFICATIONS_READ_KIND = 'notificationsRead';
/** The cached collection holding the newest page of the signed-in user's inbox. */
export const INBOX_COLLECTION = 'notifications';
const UNREAD_KEY = 'notifications.unread';

export type NotificationsReadPayload = { ids: string[] } | { all: true };

interface StoredUnread {
  userId: string;
  unread: number;
  at: number;
}

function isStoredUnread(value: unknown): value is StoredUnread {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, unread } = value as Partial<StoredUnread>;
  return typeof userId === 'string' && typeof unread === 'number';
}

/** The server's unread count as last heard (a list or a mark-read answer), for one user. */
export async function writeUnread(userId: string, unread: number, at = Date.now()): Promise<void> {
  // Every page's bell hears the count: written only when it changed, as a load that changes
  // nothing must write nothing (WebKit strands writes of a page left; leave-no-frozen-page.ts).
  if ((await readUnread(userId)) === unread) return;
  await db.meta.put({ key: UNREAD_KEY, value: { userId, unread, at } satisfies StoredUnread });
}

/** Undefined when nothing was heard for this user (another user's count is never theirs). */
export async function readUnread(userId: string): Promise<number | undefined> {
  const entry = await db.meta.get(UNREAD_KEY);
  return isStoredUnread(entry?.value) && entry.value.userId === userId
    ? entry.value.unread
    : undefined;
}

/** `{ unread }` out of a server answer, if it has one. */
export function unreadOf(response: unknown): number | undefined {
  if (typeof response !== 'object' || response === null || !('unread' in response)) return;
  const { unread } = response;
  return typeof unread === 'number' && Number.isFinite(unread) ? unread : undefined;
}

/**
 * Records that already make notices read on screen: everything but a refusal. A refused one
 * (the server said no) must not hide a notice the server still counts as unread.
 */
export const READ_ON_SCREEN: readonly OutboxStatus[] = ['pending', 'sending', 'needsAuth', 'sent'];

export interface NoticeRef {
  id: string;
  created_at: string;
}

/** Whether a queued mark-read covers a notice: by id, or "all" tapped after it arrived. */
export function marksRead(
  record: Pick<OutboxRecord, 'payload' | 'createdAt'>,
  notice: NoticeRef,
): boolean {
  const payload = record.payload as Partial<{ ids: unknown; all: unknown }> | null;
  if (payload?.all === true) return Date.parse(notice.created_at) <= record.createdAt;
  return Array.isArray(payload?.ids) && payload.ids.includes(notice.id);
}

/**
 * Once the server has it: the saved inbox shows the notices read and the count is the server's,
 * so the record has nothing left to tell anyone and goes (a read mark is not worth a line on the
 * Offline data page for a week, as a sent ride is).
 */
async function applySent(result: unknown, record: OutboxRecord): Promise<void> {
  const readAt = new Date(record.sentAt ?? Date.now()).toISOString();
  await db.transaction('rw', [db.cached, db.collections, db.meta, db.outbox], async () => {
    const meta = await db.collections.get(INBOX_COLLECTION);
    if (meta?.scope === record.userId) {
      await db.cached
        .where('[collection+position]')
        .between([INBOX_COLLECTION, Dexie.minKey], [INBOX_COLLECTION, Dexie.maxKey], true, true)
        .modify((row) => {
          const data = row.data as (NoticeRef & { read_at?: unknown }) | null;
          if (data && data.read_at === null && marksRead(record, data)) {
            row.data = { ...data, read_at: readAt };
          }
        });
    }
    const unread = unreadOf(result);
    if (unread !== undefined) await writeUnread(record.userId, unread, record.sentAt);
    await db.outbox.delete(record.id);
  });
}

export const notificationsReadKind: OutboxKind<NotificationsReadPayload> = {
  kind: NOTIFICATIONS_READ_KIND,
  endpoint: markNotificationsRead,
  toRequest: (payload) => ({ body: payload }),
  onSent: applySent,
};

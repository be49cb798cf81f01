/**
 * Read marks: tapping a notice or "Mark all read" queues the mark in the outbox (DESIGN.md §5),
 * online or not, so there is one path. The page and the bell read the queue live, so a notice
 * shows read at once and the server hears of it once, whenever the phone can send.
 */
import { useCallback, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Notification } from '../../../contract/notices/notifications';
import { readCollection } from '../../offline/collections';
import { db, type OutboxRecord } from '../../offline/db';
import { NOTIFICATIONS_READ_KIND, registerOutboxKinds } from '../../offline/kinds';
import {
  marksRead,
  READ_ON_SCREEN,
  readUnread,
  type NoticeRef,
  type NotificationsReadPayload,
} from '../../offline/kinds/notifications-read';
import { enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';
import { useOutboxItems } from '../../offline/use-outbox';
import { inboxCollection } from './inbox-collection';

// Idempotent; the app registers at start too, but a mark must queue however the page is reached.
registerOutboxKinds();

async function queueMark(userId: string, payload: NotificationsReadPayload): Promise<string> {
  const id = await enqueue(NOTIFICATIONS_READ_KIND, payload, { userId });
  notifyEnqueued();
  return id;
}

async function readMarks(userId: string): Promise<OutboxRecord[]> {
  const records = await db.outbox.where('kind').equals(NOTIFICATIONS_READ_KIND).toArray();
  return records.filter(
    (record) => record.userId === userId && READ_ON_SCREEN.includes(record.status),
  );
}

/**
 * The count the bell shows: the server's last word, less the notices marked read on this phone
 * that it has not heard of yet. Undefined until the server has answered once for this user.
 */
export async function shownUnread(userId: string): Promise<number | undefined> {
  const server = await readUnread(userId);
  if (server === undefined) return undefined;
  const marks = await readMarks(userId);
  if (marks.length === 0) return server;
  const { items } = await readCollection(inboxCollection, userId);
  const unread = items.filter((item) => item.read_at === null);
  const covered = (item: Notification) => marks.some((mark) => marksRead(mark, item));
  // "All" covers notices beyond the saved page too: only newer ones still count.
  if (marks.some((mark) => (mark.payload as { all?: unknown }).all === true)) {
    return unread.filter((item) => !covered(item)).length;
  }
  return Math.max(0, server - unread.filter(covered).length);
}

export function useShownUnread(userId: string): number | undefined {
  return useLiveQuery(() => shownUnread(userId), [userId]);
}

export interface ReadMarks {
  isRead(notice: NoticeRef & { read_at: string | null }): boolean;
  markRead(ids: string[]): Promise<void>;
  /** Resolves with the queued record's id, to follow it until it is sent. */
  markAllRead(): Promise<string>;
  /** Where a queued mark stands: undefined once it is sent (and gone) or unknown. */
  statusOf(id: string): OutboxRecord | undefined;
}

/** Marks for the inbox page: what the outbox says, and what was tapped on this visit. */
export function useReadMarks(userId: string): ReadMarks {
  const records = useOutboxItems({ kind: NOTIFICATIONS_READ_KIND, userId });
  // Older pages are not saved on the phone: once a mark is sent (and leaves the outbox) this
  // visit still has to show what was tapped as read.
  const [tapped, setTapped] = useState<{ ids: ReadonlySet<string>; allAt?: number }>({
    ids: new Set(),
  });

  const isRead: ReadMarks['isRead'] = (notice) => {
    if (notice.read_at !== null || tapped.ids.has(notice.id)) return true;
    if (tapped.allAt !== undefined && Date.parse(notice.created_at) <= tapped.allAt) return true;
    return (records ?? []).some(
      (record) => READ_ON_SCREEN.includes(record.status) && marksRead(record, notice),
    );
  };

  const markRead = useCallback(
    async (ids: string[]) => {
      if (ids.length === 0) return;
      setTapped((current) => ({ ...current, ids: new Set([...current.ids, ...ids]) }));
      await queueMark(userId, { ids });
    },
    [userId],
  );

  const markAllRead = useCallback(async () => {
    setTapped((current) => ({ ...current, allAt: Date.now() }));
    return queueMark(userId, { all: true });
  }, [userId]);

  const statusOf = (id: string) =>
    records?.find((record) => record.id === id && record.status !== 'sent');

  return { isRead, markRead, markAllRead, statusOf };
}

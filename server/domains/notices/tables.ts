/**
 * Kysely's view of the inbox and its preferences, broadcasts, and the push queue (migrations
 * 0011, 0020). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';
import type { NoticeCategory } from '../../../contract/notices/notifications';

/** One notice in one user's inbox (DESIGN.md §8). */
export interface NotificationsTable {
  id: Generated<number>;
  user_phone: string;
  kind: string;
  category: NoticeCategory;
  title: string;
  body: string;
  url: string;
  coalesce_key: string | null;
  created_at: Date;
  read_at: Date | null;
}

export interface NotificationPreferencesTable {
  user_phone: string;
  category: NoticeCategory;
  inbox: boolean;
  push: boolean;
}

export interface BroadcastsTable {
  id: Generated<number>;
  title: string;
  body: string;
  severity: 'info' | 'urgent' | 'emergency';
  created_by: string;
  created_at: Date;
}

export interface BroadcastAcksTable {
  broadcast_id: number;
  user_phone: string;
  apartment_number: string;
  acked_at: Date;
}

/** One push to one device, sent by the drainer (domains/notices/push-drainer.ts). */
export interface PushQueueTable {
  id: Generated<number>;
  subscription_id: number;
  payload: ColumnType<PushPayload, string, string>;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  ttl_seconds: number;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date;
  created_at: Date;
}

/** What the service worker gets: it shows `title`/`body`, replaces by `tag`, opens `url`. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  /** The unread count after this notice, for the app badge. */
  unread?: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    notifications: NotificationsTable;
    notification_preferences: NotificationPreferencesTable;
    broadcasts: BroadcastsTable;
    broadcast_acks: BroadcastAcksTable;
    push_queue: PushQueueTable;
  }
}

/**
 * The loop's tables (DESIGN.md §8): every user's inbox, what they want to be told, broadcasts
 * from the RWA with who acknowledged them, the devices that take Web Push, and the queue of
 * pushes a drainer sends. A change and the notices it causes are written in one transaction;
 * the queue is drained later (claimed FOR UPDATE SKIP LOCKED), so a push never holds up, nor
 * rolls back, the change that caused it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id bigserial PRIMARY KEY,
      user_phone text NOT NULL,
      kind text NOT NULL,
      category text NOT NULL CHECK (category IN
        ('requests', 'community', 'lost_found', 'documents', 'notices', 'office')),
      title text NOT NULL,
      body text NOT NULL,
      url text NOT NULL,
      -- Notices with the same key (several posts within the hour) fold into one unread notice.
      coalesce_key text,
      created_at timestamptz NOT NULL,
      read_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX notifications_user_idx ON notifications (user_phone, id DESC)`.execute(db);
  await sql`
    CREATE INDEX notifications_unread_idx ON notifications (user_phone, coalesce_key)
    WHERE read_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE notification_preferences (
      user_phone text NOT NULL,
      category text NOT NULL,
      inbox boolean NOT NULL,
      push boolean NOT NULL,
      PRIMARY KEY (user_phone, category)
    )`.execute(db);

  await sql`
    CREATE TABLE broadcasts (
      id bigserial PRIMARY KEY,
      title text NOT NULL,
      body text NOT NULL,
      severity text NOT NULL CHECK (severity IN ('info', 'urgent', 'emergency')),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE broadcast_acks (
      broadcast_id bigint NOT NULL REFERENCES broadcasts (id) ON DELETE CASCADE,
      user_phone text NOT NULL,
      apartment_number text NOT NULL,
      acked_at timestamptz NOT NULL,
      PRIMARY KEY (broadcast_id, user_phone)
    )`.execute(db);

  await sql`
    CREATE TABLE push_subscriptions (
      id bigserial PRIMARY KEY,
      user_phone text NOT NULL,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_phone)`.execute(
    db,
  );

  await sql`
    CREATE TABLE push_queue (
      id bigserial PRIMARY KEY,
      subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
      payload jsonb NOT NULL,
      urgency text NOT NULL CHECK (urgency IN ('very-low', 'low', 'normal', 'high')),
      ttl_seconds integer NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX push_queue_due_idx ON push_queue (next_attempt_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'push_queue',
    'push_subscriptions',
    'broadcast_acks',
    'broadcasts',
    'notification_preferences',
    'notifications',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}

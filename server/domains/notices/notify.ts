/**
 * Telling people (DESIGN.md §8): one call writes a notice into the inbox of everyone in an
 * audience and queues a push to each of their devices, inside the caller's transaction — so a
 * change that rolls back tells no one, and a push that fails later never undoes the change.
 * Set-based SQL: an emergency to 5,000 residents is three statements, not 5,000 inserts.
 * Preferences: a category a user turned off gets no inbox row (or no push); `notices`
 * (broadcasts from the RWA) cannot be turned off.
 */
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { NoticeCategory } from '../../../contract/notices/notifications';
import type { Database } from '../../platform/db/schema';
import type { PushQueueTable } from './tables';

/**
 * Who is told: some people by phone, everyone of a role, one apartment's members, or everyone
 * who lives in one apartment (`household`: an RWA admin living there too, as the gate's news
 * is about their home, not their office).
 */
export type Audience =
  | { phones: readonly string[] }
  | { role: 'member' | 'rwa' }
  | { apartment: string }
  | { household: string };

export interface Notice {
  kind: string;
  category: NoticeCategory;
  title: string;
  body: string;
  /** Where the notice leads in the app, e.g. '/my-requests'. */
  url: string;
  /** One per object, so three updates to one ride replace each other on the lock screen. */
  tag: string;
  /** How the push travels; `false`: inbox only (an info notice wakes no phone). */
  push?: { urgency: PushQueueTable['urgency']; ttlSeconds: number } | false;
  /**
   * Notices with this key, unread and younger than an hour, fold into one: the new notice
   * takes `title` and keeps the older bodies after its own.
   */
  coalesce?: { key: string; title: string };
}

const DEFAULT_PUSH = { urgency: 'normal', ttlSeconds: 86_400 } as const;
const COALESCE_WINDOW_MS = 60 * 60 * 1000;
const MAX_BODY = 1000;

function audienceFilter(audience: Audience): RawBuilder<boolean> {
  if ('phones' in audience) {
    if (audience.phones.length === 0) return sql<boolean>`false`;
    return sql<boolean>`u.phone_number IN (${sql.join(audience.phones.map((p) => sql`${p}`))})`;
  }
  if ('role' in audience) return sql<boolean>`u.role = ${audience.role}`;
  if ('household' in audience) {
    return sql<boolean>`u.role IN ('member', 'rwa') AND u.apartment_number = ${audience.household}`;
  }
  return sql<boolean>`u.role = 'member' AND u.apartment_number = ${audience.apartment}`;
}

/**
 * Writes `notice` for everyone in `audience` (active accounts, not moved out) and queues its pushes.
 * Answers how many inboxes it reached.
 */
export async function notify(
  tx: Kysely<Database>,
  audience: Audience,
  notice: Notice,
  at: Date,
): Promise<number> {
  const category = notice.category;
  const muted = (phone: RawBuilder<unknown>, channel: 'inbox' | 'push') =>
    category === 'notices'
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (
          SELECT 1 FROM notification_preferences p
          WHERE p.user_phone = ${phone} AND p.category = ${category}
            AND p.${sql.ref(channel)} = false)`;
  const coalesceKey = notice.coalesce?.key ?? null;
  const since = new Date(at.getTime() - COALESCE_WINDOW_MS);
  const push = notice.push === false ? null : (notice.push ?? DEFAULT_PUSH);

  // One statement: PostgreSQL runs every data-modifying CTE once, against one snapshot, which
  // is why the unread count adds the new notice and takes away the one it folded.
  const { rows } = await sql<{ reached: string }>`
    WITH recipients AS (
      SELECT u.phone_number AS phone FROM users u
      WHERE u.is_active AND u.removed_at IS NULL AND ${audienceFilter(audience)}
        AND NOT ${muted(sql.ref('u.phone_number'), 'inbox')}
    ),
    folded AS (
      DELETE FROM notifications n
      USING recipients r
      WHERE ${coalesceKey}::text IS NOT NULL AND n.user_phone = r.phone
        AND n.coalesce_key = ${coalesceKey} AND n.read_at IS NULL AND n.created_at > ${since}
      RETURNING n.user_phone, n.body
    ),
    inserted AS (
      INSERT INTO notifications
        (user_phone, kind, category, title, body, url, coalesce_key, created_at)
      SELECT r.phone, ${notice.kind}, ${category},
        CASE WHEN f.body IS NULL THEN ${notice.title}
          ELSE ${notice.coalesce?.title ?? notice.title} END,
        CASE WHEN f.body IS NULL THEN ${notice.body}
          ELSE left(${notice.body} || ' · ' || f.body, ${MAX_BODY}) END,
        ${notice.url}, ${coalesceKey}, ${at}
      FROM recipients r LEFT JOIN folded f ON f.user_phone = r.phone
      RETURNING user_phone, title, body, url
    ),
    queued AS (
      INSERT INTO push_queue
        (subscription_id, payload, urgency, ttl_seconds, next_attempt_at, created_at)
      SELECT s.id,
        jsonb_build_object(
          'title', i.title, 'body', i.body, 'url', i.url, 'tag', ${notice.tag}::text,
          'unread', 1
            + (SELECT count(*) FROM notifications c
               WHERE c.user_phone = i.user_phone AND c.read_at IS NULL)
            - (SELECT count(*) FROM folded f WHERE f.user_phone = i.user_phone)),
        ${push?.urgency ?? 'normal'}, ${push?.ttlSeconds ?? 0}, ${at}, ${at}
      FROM inserted i JOIN push_subscriptions s ON s.user_phone = i.user_phone
      WHERE ${push !== null} AND NOT ${muted(sql.ref('i.user_phone'), 'push')}
      RETURNING 1
    )
    SELECT count(*)::text AS reached FROM inserted`.execute(tx);
  return Number(rows[0]?.reached ?? 0);
}

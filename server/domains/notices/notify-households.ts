/**
 * Many notices, each to one household, in one statement per few hundred: what `notify` does for
 * one audience (inbox rows, and pushes to each device, as each person's preferences allow),
 * for a batch of acts that each tell their own flat — a bank statement's 500 confirmed
 * payments cost one statement, not 500 (PGlite plans each of `notify`'s in a few ms). No
 * folding: these notices are each about one object, with a tag of its own.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Notice } from './notify';

export interface HouseholdNotice {
  /** Everyone who lives in this apartment (an RWA admin living there too), as `notify`'s. */
  household: string;
  notice: Omit<Notice, 'coalesce'>;
}

const DEFAULT_PUSH = { urgency: 'normal', ttlSeconds: 86_400 } as const;
/** Notices per statement: 9 parameters each, far inside PostgreSQL's 65,535. */
const BATCH = 500;

/** Writes each notice for its household and queues its pushes; answers the inboxes reached. */
export async function notifyHouseholds(
  tx: Kysely<Database>,
  items: readonly HouseholdNotice[],
  at: Date,
): Promise<number> {
  let reached = 0;
  for (let start = 0; start < items.length; start += BATCH) {
    const values = items.slice(start, start + BATCH).map(({ household, notice }, index) => {
      const push = notice.push === false ? null : (notice.push ?? DEFAULT_PUSH);
      return sql`(${start + index}::int, ${household}::text, ${notice.kind}::text,
        ${notice.category}::text, ${notice.title}::text, ${notice.body}::text, ${notice.url}::text,
        ${notice.tag}::text, ${push?.urgency ?? null}::text, ${push?.ttlSeconds ?? 0}::int)`;
    });
    // As in `notify`: one statement, one snapshot, so each unread count is the inbox before
    // this batch, plus this notice's place among the batch's to the same person.
    const { rows } = await sql<{ reached: string }>`
      WITH given (n, household, kind, category, title, body, url, tag, urgency, ttl) AS (
        VALUES ${sql.join(values)}
      ),
      recipients AS (
        SELECT g.*, u.phone_number AS phone,
          row_number() OVER (PARTITION BY u.phone_number ORDER BY g.n) AS nth
        FROM given g
        JOIN users u ON u.apartment_number = g.household AND u.role IN ('member', 'rwa')
        WHERE u.is_active AND u.removed_at IS NULL
          AND (g.category = 'notices' OR NOT EXISTS (
            SELECT 1 FROM notification_preferences p
            WHERE p.user_phone = u.phone_number AND p.category = g.category AND p.inbox = false))
      ),
      inserted AS (
        INSERT INTO notifications
          (user_phone, kind, category, title, body, url, coalesce_key, created_at)
        SELECT r.phone, r.kind, r.category, r.title, r.body, r.url, NULL, ${at}
        FROM recipients r ORDER BY r.n
        RETURNING 1
      ),
      queued AS (
        INSERT INTO push_queue
          (subscription_id, payload, urgency, ttl_seconds, next_attempt_at, created_at)
        SELECT s.id,
          jsonb_build_object(
            'title', r.title, 'body', r.body, 'url', r.url, 'tag', r.tag,
            'unread', r.nth
              + (SELECT count(*) FROM notifications c
                 WHERE c.user_phone = r.phone AND c.read_at IS NULL)),
          r.urgency, r.ttl, ${at}, ${at}
        FROM recipients r JOIN push_subscriptions s ON s.user_phone = r.phone
        WHERE r.urgency IS NOT NULL
          AND (r.category = 'notices' OR NOT EXISTS (
            SELECT 1 FROM notification_preferences p
            WHERE p.user_phone = r.phone AND p.category = r.category AND p.push = false))
        RETURNING 1
      )
      SELECT count(*)::text AS reached FROM inserted`.execute(tx);
    reached += Number(rows[0]?.reached ?? 0);
  }
  return reached;
}

/**
 * The inbox reads newest first by when a notice happened, not by row id (issue 35): notices
 * written after the fact (the demo seed, a job catching up) otherwise sort out of time. The
 * index follows the list's order and its page cursor, (created_at, id).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_user_idx`.execute(db);
  await sql`
    CREATE INDEX notifications_user_time_idx
    ON notifications (user_phone, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_user_time_idx`.execute(db);
  await sql`CREATE INDEX notifications_user_idx ON notifications (user_phone, id DESC)`.execute(db);
}

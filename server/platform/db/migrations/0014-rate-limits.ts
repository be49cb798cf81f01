/**
 * Rate limits shared by every instance (DESIGN.md §8 Many servers): one row per counted call,
 * looked up by who and what within a window, so the index leads with those and ends with time.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limit_hits (
      bucket text NOT NULL,
      subject text NOT NULL,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX rate_limit_hits_idx ON rate_limit_hits (bucket, subject, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_hits`.execute(db);
}

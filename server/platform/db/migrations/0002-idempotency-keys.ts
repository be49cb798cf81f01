/**
 * Stored outcomes of `Idempotency-Key` requests (DESIGN.md §5). Keys are scoped per user, so
 * the primary key is (user, key): the database itself refuses a second claim of the same key.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      user_phone text NOT NULL,
      key uuid NOT NULL,
      request_path text NOT NULL,
      fingerprint text NOT NULL,
      status text NOT NULL CHECK (status IN ('running', 'done')),
      owner uuid NOT NULL,
      response_status integer,
      response_body jsonb,
      created_at timestamptz NOT NULL,
      locked_at timestamptz NOT NULL,
      completed_at timestamptz,
      PRIMARY KEY (user_phone, key)
    )`.execute(db);
  // The purge deletes by age.
  await sql`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}

/**
 * Messages sent through Contact Us (issue 35): kept for the estate office, with the address the
 * visitor wants the answer at and the address they wrote from (what the per-address limit counts).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_messages (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      sender_address text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_messages`.execute(db);
}

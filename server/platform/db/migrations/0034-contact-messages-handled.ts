/**
 * A Contact Us message waits on the office until someone marks it handled (issue 35): it sits in
 * the admin dashboard's "Needs you", which an admin who muted the office's notices still sees.
 * The partial index serves that list, which only ever asks for the unhandled ones.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contact_messages
      ADD COLUMN handled_at timestamptz,
      ADD COLUMN handled_by text`.execute(db);
  await sql`
    CREATE INDEX contact_messages_waiting_idx ON contact_messages (created_at)
    WHERE handled_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contact_messages_waiting_idx`.execute(db);
  await sql`
    ALTER TABLE contact_messages DROP COLUMN handled_at, DROP COLUMN handled_by`.execute(db);
}

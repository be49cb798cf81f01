/**
 * Requests with statuses (DESIGN.md §8): a golf-cart ride keeps the note of its latest move, and
 * every move of every kind of request is kept in request_history for the resident's timeline.
 * Rows are only ever added.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE golf_cart_requests
      ADD COLUMN status_note text NOT NULL DEFAULT '',
      ADD COLUMN updated_at timestamptz,
      ADD CONSTRAINT golf_cart_status_known CHECK (status IN
        ('Requested', 'Accepted', 'On the way', 'Completed', 'Declined', 'Cancelled'))`.execute(db);
  await sql`
    CREATE TABLE request_history (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      request_id bigint NOT NULL,
      status text NOT NULL,
      note text NOT NULL DEFAULT '',
      by_phone text NOT NULL,
      by_role text NOT NULL,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX request_history_request_idx ON request_history (kind, request_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE request_history`.execute(db);
  await sql`
    ALTER TABLE golf_cart_requests
      DROP CONSTRAINT golf_cart_status_known,
      DROP COLUMN updated_at,
      DROP COLUMN status_note`.execute(db);
}

/** Tenders the RWA publishes (SPEC.md §3 Tender). Money as numeric: never a binary float. */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenders (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL,
      collection_date date NOT NULL,
      return_date date NOT NULL CHECK (return_date >= collection_date),
      cost_amount numeric(14, 2) NOT NULL CHECK (cost_amount >= 1),
      gst_percentage numeric(5, 2) NOT NULL CHECK (gst_percentage BETWEEN 0 AND 100),
      location text NOT NULL,
      contact text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX tenders_collection_idx ON tenders (collection_date DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tenders`.execute(db);
}

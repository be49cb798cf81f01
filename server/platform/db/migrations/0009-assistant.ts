/**
 * The Ask RWA assistant's library (DESIGN.md §6 Assistant): the PDFs the RWA gave it, one row
 * each by file name (a re-upload replaces the old), and their text as passages with the page
 * each came from, indexed with PostgreSQL full-text search (the same on PGlite).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE assistant_files (
      id bigserial PRIMARY KEY,
      file_name text NOT NULL UNIQUE,
      pages integer NOT NULL CHECK (pages >= 0),
      size_bytes integer NOT NULL CHECK (size_bytes > 0),
      uploaded_by text NOT NULL,
      uploaded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE assistant_passages (
      id bigserial PRIMARY KEY,
      file_id bigint NOT NULL REFERENCES assistant_files (id) ON DELETE CASCADE,
      page integer NOT NULL CHECK (page >= 1),
      position integer NOT NULL,
      heading text NOT NULL DEFAULT '',
      body text NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', heading), 'A') || to_tsvector('english', body)
      ) STORED
    )`.execute(db);
  await sql`CREATE INDEX assistant_passages_search_idx ON assistant_passages USING gin (search)`.execute(
    db,
  );
  await sql`CREATE INDEX assistant_passages_file_idx ON assistant_passages (file_id, position)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE assistant_passages`.execute(db);
  await sql`DROP TABLE assistant_files`.execute(db);
}

/**
 * Lost & found reports and apartment documents (SPEC.md §3 Lost/found item, Apartment
 * document). Files are kept by their generated names, as in 0007. A report remembers who made
 * it (`reported_by`), which is what lets a member change only their own. Documents live in the
 * private file store and are reached only through signed links.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lost_found_items (
      id bigserial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('lost', 'found')),
      title text NOT NULL,
      description text NOT NULL,
      date date NOT NULL,
      location text NOT NULL,
      category text NOT NULL CHECK (category IN
        ('Keys', 'Documents', 'Electronics', 'Jewelry', 'Accessories', 'Clothing', 'Others')),
      contact_name text NOT NULL,
      contact_phone text NOT NULL CHECK (contact_phone ~ '^[0-9]{10}$'),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      image_name text NOT NULL DEFAULT '',
      thumbnail_name text NOT NULL DEFAULT '',
      reported_by text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX lost_found_created_idx ON lost_found_items (created_at DESC, id DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE apartment_documents (
      id bigserial PRIMARY KEY,
      apartment_number text NOT NULL CHECK (apartment_number ~ '^[A-Z0-9]{1,20}$'),
      -- The uploaded file's own name, shown to people; null when it had none.
      file_name text,
      -- Generated name in the private file store.
      storage_name text NOT NULL,
      size_bytes integer NOT NULL CHECK (size_bytes > 0),
      uploaded_by text NOT NULL,
      uploaded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE INDEX apartment_documents_apartment_idx
      ON apartment_documents (apartment_number, uploaded_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE apartment_documents`.execute(db);
  await sql`DROP TABLE lost_found_items`.execute(db);
}

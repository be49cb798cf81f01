/**
 * What the RWA publishes (SPEC.md §3 Menu, Gallery image, Newsletter, Event, Event registration,
 * Update). Files are kept by their generated names (platform/files/file-store.ts), never by a URL, so
 * a move to another store changes no row. The agenda is jsonb: one list of lines, read whole.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE menus (
      id bigserial PRIMARY KEY,
      menu_name text NOT NULL,
      menu_description text NOT NULL,
      menu_type text NOT NULL CHECK (menu_type IN ('default', 'special')),
      file_name text NOT NULL,
      thumbnail_name text NOT NULL,
      uploaded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX menus_uploaded_idx ON menus (uploaded_at DESC, id DESC)`.execute(db);

  await sql`
    CREATE TABLE gallery_images (
      id bigserial PRIMARY KEY,
      title text NOT NULL,
      category text NOT NULL
        CHECK (category IN ('celebration', 'sports', 'amenities', 'events')),
      file_name text NOT NULL,
      thumbnail_name text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      uploaded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX gallery_uploaded_idx ON gallery_images (uploaded_at DESC, id DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE newsletters (
      id bigserial PRIMARY KEY,
      title text NOT NULL,
      file_name text NOT NULL,
      size_bytes integer NOT NULL CHECK (size_bytes > 0),
      uploaded_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE events (
      id bigserial PRIMARY KEY,
      title text NOT NULL,
      date date NOT NULL,
      time text NOT NULL,
      location text NOT NULL,
      description text NOT NULL,
      category text NOT NULL CHECK (category IN ('Cultural', 'Sports', 'Community', 'Festival')),
      registration_required boolean NOT NULL,
      -- The last day to register, inclusive, India time; null: until the event.
      registration_deadline date,
      organizer text NOT NULL DEFAULT '',
      contact_email text NOT NULL DEFAULT '',
      agenda jsonb NOT NULL DEFAULT '[]',
      image_name text NOT NULL,
      thumbnail_name text NOT NULL,
      created_at timestamptz NOT NULL,
      CHECK (registration_deadline IS NULL OR registration_deadline <= date),
      CHECK (registration_required OR registration_deadline IS NULL)
    )`.execute(db);
  await sql`CREATE INDEX events_date_idx ON events (date, id)`.execute(db);

  // One row per resident and event: a second registration updates it (contract/events/events.ts).
  await sql`
    CREATE TABLE event_registrations (
      id bigserial PRIMARY KEY,
      event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
      user_phone text NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      apartment_number text NOT NULL,
      number_of_attendees integer NOT NULL CHECK (number_of_attendees BETWEEN 1 AND 5),
      special_requests text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (event_id, user_phone)
    )`.execute(db);

  await sql`
    CREATE TABLE community_updates (
      id bigserial PRIMARY KEY,
      title text NOT NULL,
      content text NOT NULL,
      category text NOT NULL CHECK (category IN ('Maintenance', 'Event', 'Notice', 'Other')),
      -- yyyy-MM-dd in India, the day it was posted.
      date date NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'community_updates',
    'event_registrations',
    'events',
    'newsletters',
    'gallery_images',
    'menus',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}

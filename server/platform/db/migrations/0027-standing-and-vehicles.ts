/**
 * Standing approvals and the vehicle register (issue 34). A standing approval lets a flat's kind
 * of visitor in for a window (days of the week, hours in India time, first and last day; no
 * last day: until stopped); stopping keeps the row, so the visits it let in still name it. A
 * visit may come from one. Vehicles: one row per plate (its compact form, so two spellings of a
 * plate are one), which is why a plate belongs to one flat at a time. Vehicle entries: the desk's
 * log of registered vehicles let in, named by the device that recorded them.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const CLOCK = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE standing_approvals (
      id bigserial PRIMARY KEY,
      apartment text NOT NULL CHECK (apartment ~ '^[A-Z0-9]{1,20}$'),
      created_by text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('delivery', 'cab')),
      companies text[] NOT NULL CHECK (cardinality(companies) > 0),
      days text[] NOT NULL CHECK (cardinality(days) > 0),
      start_time text NOT NULL CHECK (start_time ~ ${sql.raw(CLOCK)}),
      end_time text NOT NULL CHECK (end_time ~ ${sql.raw(CLOCK)} AND end_time > start_time),
      starts_on date NOT NULL,
      ends_on date CHECK (ends_on >= starts_on),
      plate_suffix text NOT NULL DEFAULT '',
      stopped_at timestamptz,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE INDEX standing_apartment_idx ON standing_approvals (apartment, created_at DESC)`.execute(
    db,
  );
  // The desk's list: the live ones.
  await sql`
    CREATE INDEX standing_live_idx ON standing_approvals (ends_on) WHERE stopped_at IS NULL`.execute(
    db,
  );
  await sql`
    ALTER TABLE visits ADD COLUMN standing_approval_id bigint
      REFERENCES standing_approvals (id) ON DELETE SET NULL`.execute(db);

  await sql`
    CREATE TABLE vehicles (
      id bigserial PRIMARY KEY,
      apartment text NOT NULL CHECK (apartment ~ '^[A-Z0-9]{1,20}$'),
      plate text NOT NULL UNIQUE CHECK (plate ~ '^[A-Z0-9]{6,12}$'),
      kind text NOT NULL CHECK (kind IN ('car', 'two_wheeler', 'other')),
      colour text NOT NULL DEFAULT '',
      sticker text NOT NULL DEFAULT '',
      created_by text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX vehicles_apartment_idx ON vehicles (apartment, plate)`.execute(db);

  await sql`
    CREATE TABLE vehicle_entries (
      id uuid PRIMARY KEY,
      plate text NOT NULL,
      apartment text NOT NULL,
      gate text NOT NULL,
      entered_at timestamptz NOT NULL,
      guard_phone text NOT NULL,
      guard_name text NOT NULL,
      recorded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX vehicle_entries_plate_idx ON vehicle_entries (plate, entered_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX vehicle_entries_at_idx ON vehicle_entries (entered_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE vehicle_entries`.execute(db);
  await sql`DROP TABLE vehicles`.execute(db);
  await sql`ALTER TABLE visits DROP COLUMN standing_approval_id`.execute(db);
  await sql`DROP TABLE standing_approvals`.execute(db);
}

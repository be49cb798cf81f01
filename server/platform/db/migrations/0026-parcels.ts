/**
 * Parcels at the gate (issue 34): each named by the guard's device (uuid), so a parcel logged
 * offline and sent again is answered, not doubled; its 4-digit collection code, the flat's choice
 * ("Leave at the gate" / "Bring it up") and its handing over. One row of settings holds the days
 * after which the RWA sees an uncollected parcel.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE parcels (
      id uuid PRIMARY KEY,
      apartment text NOT NULL,
      courier text NOT NULL,
      count integer NOT NULL DEFAULT 1 CHECK (count BETWEEN 1 AND 20),
      note text NOT NULL DEFAULT '',
      gate text NOT NULL,
      -- Generated names in the file store (the photo and its 480 px copy), or null.
      photo_name text,
      thumbnail_name text,
      code char(4) NOT NULL CHECK (code ~ '^[0-9]{4}$'),
      instruction text CHECK (instruction IN ('leave_at_gate', 'bring_up')),
      instruction_by text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'collected')),
      -- When it reached the gate (the device's time); recorded_at: when the server heard of it.
      logged_at timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL,
      guard_phone text NOT NULL,
      guard_name text NOT NULL,
      collected_at timestamptz,
      collected_by text NOT NULL DEFAULT '',
      collected_via text NOT NULL DEFAULT '' CHECK (collected_via IN ('', 'code', 'named')),
      handed_over_by text NOT NULL DEFAULT '',
      CHECK ((status = 'collected') = (collected_at IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX parcels_waiting_idx ON parcels (logged_at) WHERE status = 'waiting'`.execute(
    db,
  );
  await sql`CREATE INDEX parcels_apartment_idx ON parcels (apartment, logged_at DESC)`.execute(db);
  await sql`
    CREATE INDEX parcels_collected_idx ON parcels (collected_at DESC)
    WHERE status = 'collected'`.execute(db);

  await sql`
    CREATE TABLE parcel_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      overdue_days integer NOT NULL DEFAULT 3 CHECK (overdue_days BETWEEN 1 AND 60),
      updated_at timestamptz
    )`.execute(db);
  await sql`INSERT INTO parcel_settings DEFAULT VALUES`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind IN ('parcel_arrived', 'parcel_collected')`.execute(
    db,
  );
  await sql`DROP TABLE parcel_settings`.execute(db);
  await sql`DROP TABLE parcels`.execute(db);
}

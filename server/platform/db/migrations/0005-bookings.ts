/**
 * Court bookings and banquet-hall requests in one table, one id space (SPEC.md §3 Booking,
 * Banquet booking request): the status call and the admin calendar treat a banquet request as
 * a booking whose sport type is 'Banquet'. Banquet details are nullable columns rather than a
 * side table: they are few, read with the booking, and never queried on their own.
 *
 * No double booking is held here, not in the code (DESIGN.md §6): two partial exclusion
 * constraints refuse overlapping [starts_at, ends_at) ranges of one facility, so concurrent
 * inserts cannot both win. starts_at/ends_at are India wall-clock times without a time zone;
 * the estate has one clock (contract/platform/india-time.ts).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Also created by 0001; repeated so this migration stands on its own.
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`
    CREATE TABLE bookings (
      id bigserial PRIMARY KEY,
      user_phone text NOT NULL,
      apartment_number text NOT NULL,
      sport_type text NOT NULL,
      booking_date date NOT NULL,
      time_slot text NOT NULL CHECK (time_slot ~ '^[0-2][0-9]:[0-5][0-9]$'),
      duration integer NOT NULL CHECK (duration > 0),
      starts_at timestamp NOT NULL,
      ends_at timestamp NOT NULL,
      status text NOT NULL
        CHECK (status IN ('Booked', 'Pending', 'Confirmed', 'Declined', 'Cancelled')),
      notes text NOT NULL DEFAULT '',
      end_time text,
      purpose text,
      expected_guests integer,
      contact_name text,
      contact_phone text,
      special_requirements text,
      catering_required boolean,
      decoration_required boolean,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (ends_at > starts_at),
      -- A court is taken by any booking that is not cancelled or declined.
      CONSTRAINT bookings_court_overlap EXCLUDE USING gist (
        sport_type WITH =, tsrange(starts_at, ends_at) WITH &&
      ) WHERE (sport_type <> 'Banquet' AND status NOT IN ('Cancelled', 'Declined')),
      -- Banquet requests may overlap while pending; only confirmed ones hold the hall.
      CONSTRAINT bookings_banquet_overlap EXCLUDE USING gist (
        tsrange(starts_at, ends_at) WITH &&
      ) WHERE (sport_type = 'Banquet' AND status = 'Confirmed')
    )`.execute(db);
  // A member's panel and the fair-use count; the grid and the calendar (one sport, some days).
  await sql`CREATE INDEX bookings_user_idx ON bookings (user_phone, sport_type, booking_date)`.execute(
    db,
  );
  await sql`CREATE INDEX bookings_apartment_idx ON bookings (apartment_number, sport_type, booking_date)`.execute(
    db,
  );
  await sql`CREATE INDEX bookings_sport_date_idx ON bookings (sport_type, booking_date, time_slot)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE bookings`.execute(db);
}

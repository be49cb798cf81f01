/** Users and the OTP login: codes (hashed) and requests (for cooldowns and hourly caps). */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Later migrations use exclusion constraints over time ranges (bookings), which need it.
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);

  await sql`
    CREATE TABLE users (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      phone_number text NOT NULL UNIQUE CHECK (phone_number ~ '^[0-9]{10}$'),
      apartment_number text NOT NULL CHECK (apartment_number ~ '^[A-Z0-9]+$'),
      name text,
      email text,
      role text NOT NULL DEFAULT 'member' CHECK (role IN ('rwa', 'member')),
      member_status text NOT NULL DEFAULT 'active'
        CHECK (member_status IN ('active', 'inactive', 'pending')),
      is_active boolean NOT NULL DEFAULT true,
      membership_startdate date,
      creation_date timestamptz NOT NULL DEFAULT now(),
      modification_date timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX users_apartment_idx ON users (apartment_number)`.execute(db);

  await sql`
    CREATE TABLE otp_codes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      phone_number text NOT NULL,
      code_hash text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      consumed_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX otp_codes_phone_idx ON otp_codes (phone_number, id DESC)`.execute(db);

  await sql`
    CREATE TABLE otp_requests (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      phone_number text NOT NULL,
      ip text NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('sent', 'failed', 'unknown_user')),
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX otp_requests_phone_idx ON otp_requests (phone_number, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX otp_requests_ip_idx ON otp_requests (ip, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE otp_requests`.execute(db);
  await sql`DROP TABLE otp_codes`.execute(db);
  await sql`DROP TABLE users`.execute(db);
}

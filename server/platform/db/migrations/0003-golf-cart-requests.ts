/** Golf-cart rides residents ask for (SPEC.md §3 Golf cart request). */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE golf_cart_requests (
      id bigserial PRIMARY KEY,
      user_phone text NOT NULL,
      apartment_number text NOT NULL,
      pickup_location text NOT NULL,
      dropoff_location text NOT NULL,
      duration integer NOT NULL CHECK (duration IN (15, 30, 45, 60)),
      ride_date date NOT NULL,
      ride_time text NOT NULL CHECK (ride_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
      comments text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'Requested',
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX golf_cart_requests_ride_idx ON golf_cart_requests (ride_date, ride_time)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE golf_cart_requests`.execute(db);
}

/**
 * A banquet request is Pending, Confirmed, Declined or Cancelled, never 'Booked' (that is a
 * court's status): only Confirmed is held by `bookings_banquet_overlap`, so a 'Booked' banquet
 * would look confirmed on the calendar while another overlapped it. The service refuses the
 * status; this makes the database refuse it too. NOT VALID: rows written before are not
 * rechecked, new writes are.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_banquet_status
      CHECK (sport_type <> 'Banquet' OR status <> 'Booked') NOT VALID`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_banquet_status`.execute(db);
}

/**
 * Events the RWA can run (issue 21): an optional number of seats, and registrations that wait
 * for one. A cancelled registration stays deleted, as before; a waitlisted one holds no seats
 * and waits in `id` order — the id is taken under the event's row lock, so it is the order the
 * registrations arrived in, and an update of a registration keeps it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE events ADD COLUMN capacity integer CHECK (capacity > 0)`.execute(db);
  await sql`
    ALTER TABLE event_registrations
    ADD COLUMN standing text NOT NULL DEFAULT 'registered'
      CHECK (standing IN ('registered', 'waitlisted'))`.execute(db);
  // The walk that moves households in reads an event's waitlist in order.
  await sql`
    CREATE INDEX event_registrations_waitlist_idx ON event_registrations (event_id, id)
    WHERE standing = 'waitlisted'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX event_registrations_waitlist_idx`.execute(db);
  await sql`ALTER TABLE event_registrations DROP COLUMN standing`.execute(db);
  await sql`ALTER TABLE events DROP COLUMN capacity`.execute(db);
}

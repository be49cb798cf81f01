/**
 * A year of estate bookings for the bookings bench, written in a few set-based statements so
 * 100k+ rows take seconds: 500 member households, and for every past day, court and hour one
 * booking that was played plus three that were cancelled (cancelled rows do not hold the
 * court, so the exclusion constraint accepts them), and an evening banquet most days.
 * Nothing is written for today or tomorrow: those are the days the bench books.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/platform/db/schema';

export const HOUSEHOLDS = 500;
/** Members are 7000000000 + i in apartment H<i>, i from 0. */
export const memberPhone = (i: number): string => String(7_000_000_000 + i);

const courts = ['Badminton', 'Tennis', 'Squash', 'TT/Yoga', 'Volleyball'];

export async function seedBookingHistory(db: Kysely<Database>, today: string): Promise<number> {
  await db
    .insertInto('users')
    .values(
      Array.from({ length: HOUSEHOLDS }, (_, i) => ({
        phone_number: memberPhone(i),
        apartment_number: `H${i}`,
        name: `Household ${i}`,
        email: `h${i}@example.com`,
      })),
    )
    .execute();

  // g enumerates (day back 1..365, court, hour 06..21, copy 0..3); copy 0 is the played one.
  const perDay = sql.lit(courts.length * 16 * 4);
  const households = sql.lit(HOUSEHOLDS);
  const last = sql.lit(365 * courts.length * 16 * 4 - 1);
  // Our constant names, inlined: an array parameter is not serialized alike by both drivers.
  const courtArray = sql.raw(`ARRAY[${courts.map((court) => `'${court}'`).join(', ')}]`);
  await sql`
    INSERT INTO bookings (user_phone, apartment_number, sport_type, booking_date, time_slot,
      duration, starts_at, ends_at, status, notes, created_at, updated_at)
    SELECT (7000000000 + h)::text, 'H' || h, sport, day, to_char(hour, 'FM00') || ':00',
      length, day + make_time(hour, 0, 0), day + make_time(hour, 0, 0) + make_interval(mins => length),
      CASE WHEN copy = 0 THEN 'Booked' ELSE 'Cancelled' END, '', now(), now()
    FROM (
      SELECT (${today}::date - 1 - g / ${perDay}) AS day,
        (${courtArray})[1 + (g / 64) % 5] AS sport,
        6 + (g / 4) % 16 AS hour, g % 4 AS copy, (g * 7919) % ${households} AS h
      FROM generate_series(0, ${last}) AS g
    ) AS slot, LATERAL (SELECT CASE WHEN sport = 'Squash' THEN 45 ELSE 60 END AS length) AS d
  `.execute(db);

  await sql`
    INSERT INTO bookings (user_phone, apartment_number, sport_type, booking_date, time_slot,
      duration, starts_at, ends_at, status, end_time, purpose, expected_guests, contact_name,
      contact_phone, created_at, updated_at)
    SELECT (7000000000 + d % ${households})::text, 'H' || d % ${households}, 'Banquet',
      ${today}::date - d, '18:00', 240, (${today}::date - d) + time '18:00',
      (${today}::date - d) + time '22:00',
      CASE WHEN d % 5 = 0 THEN 'Declined' ELSE 'Confirmed' END, '22:00', 'Family function', 80,
      'Host', (7000000000 + d % ${households})::text, now(), now()
    FROM generate_series(1, 365) AS d
  `.execute(db);
  await sql`ANALYZE bookings`.execute(db);
  const { count } = await db
    .selectFrom('bookings')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

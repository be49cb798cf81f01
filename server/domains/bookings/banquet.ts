/**
 * Banquet-hall requests (SPEC.md §5, §9): the contract's schema holds the form's rules (hours,
 * end after start, guests); the server adds who may ask and when. Requests start Pending and
 * may overlap until the RWA confirms one (see migration 0005).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { banquetRules, type banquetRequest } from '../../../contract/bookings/banquet';
import { addDays, minutesOf, type IndiaMoment } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { isRealDate, wallClock } from './booking-rules';

export type BanquetInput = z.output<typeof banquetRequest>;

/**
 * Requests one apartment may have waiting for the RWA at a time (upcoming and Pending), so one
 * family cannot flood the RWA's queue or hold every evening as a claim. Not configurable: the
 * hall has one booking a day at most, three waiting requests is already generous.
 */
export const banquetPendingLimit = 3;

export function checkBanquetRequest(user: User, body: BanquetInput, now: IndiaMoment): void {
  // The RWA office decides on requests; it does not make them (its "apartment" is the office).
  if (user.role !== 'member') throw new HttpError(403, messages.banquetResidentsOnly);
  if (body.user_id !== user.phone_number || body.apartment_number !== user.apartment_number) {
    throw new HttpError(403, messages.banquetForYourself);
  }
  const last = addDays(now.date, banquetRules.maxDaysAhead);
  const date = body.booking_date;
  if (!isRealDate(date) || date < now.date || date > last) {
    throw new HttpError(400, messages.banquetDateRange);
  }
  if (date === now.date && body.start_time <= now.time) {
    throw new HttpError(400, messages.banquetStartPassed);
  }
}

/** Inserts a Pending request, counting the apartment's waiting ones under a per-apartment lock. */
export async function insertBanquetRequest(
  db: Kysely<Database>,
  body: BanquetInput,
  at: { instant: Date; now: IndiaMoment },
): Promise<number> {
  const { instant } = at;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`banquet-pending:${body.apartment_number}`}))`.execute(
    db,
  );
  const waiting = await db
    .selectFrom('bookings')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('apartment_number', '=', body.apartment_number)
    .where('sport_type', '=', 'Banquet')
    .where('status', '=', 'Pending')
    .where('booking_date', '>=', at.now.date)
    .executeTakeFirstOrThrow();
  if (waiting.count >= banquetPendingLimit) {
    throw new HttpError(409, messages.banquetPendingLimit(banquetPendingLimit));
  }
  const row = await db
    .insertInto('bookings')
    .values({
      user_phone: body.user_id,
      apartment_number: body.apartment_number,
      sport_type: 'Banquet',
      booking_date: body.booking_date,
      time_slot: body.start_time,
      duration: minutesOf(body.end_time) - minutesOf(body.start_time),
      starts_at: wallClock(body.booking_date, body.start_time),
      ends_at: wallClock(body.booking_date, body.end_time),
      status: 'Pending',
      end_time: body.end_time,
      purpose: body.purpose,
      expected_guests: body.expected_guests,
      contact_name: body.contact_name,
      contact_phone: body.contact_phone,
      special_requirements: body.special_requirements,
      catering_required: body.catering_required,
      decoration_required: body.decoration_required,
      created_at: instant,
      updated_at: instant,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

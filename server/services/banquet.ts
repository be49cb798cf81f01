/**
 * Banquet-hall requests (SPEC.md §5, §9): the contract's schema holds the form's rules (hours,
 * end after start, guests); the server adds who may ask and when. Requests start Pending and
 * may overlap until the RWA confirms one (see migration 0005).
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { banquetRules, type banquetRequest } from '../../contract/bookings';
import { addDays, minutesOf, type IndiaMoment } from '../../contract/india-time';
import { messages } from '../../contract/messages';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http-error';
import { isRealDate, wallClock } from './booking-rules';

export type BanquetInput = z.output<typeof banquetRequest>;

export function checkBanquetRequest(user: User, body: BanquetInput, now: IndiaMoment): void {
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

export async function insertBanquetRequest(
  db: Kysely<Database>,
  body: BanquetInput,
  instant: Date,
): Promise<number> {
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

/**
 * Court bookings in the database: the availability grid, the insert that holds fair use and
 * no-overlap under concurrency, and the reads of the panels and the admin calendar.
 */
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type {
  AvailabilitySlot,
  Booking,
  CalendarBooking,
} from '../../../contract/bookings/bookings';
import { isSlotOpen } from '../../../contract/bookings/bookings';
import { minutesOf, type IndiaMoment } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { BookingsTable } from './tables';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import type { CourtHours, CourtSlot } from './booking-rules';
import type { CourtDays, TakenHour } from './court-days';
import { overlapsHour, slotStarts, wallClock } from './booking-rules';

type Db = Kysely<Database>;
type BookingRow = Selectable<BookingsTable>;

/** Statuses that hold a court (the constraint `bookings_court_overlap` says the same). */
export const inactiveStatuses = ['Cancelled', 'Declined'] as const;

/** SQLSTATE exclusion_violation: an overlapping active booking already exists. */
export function isOverlap(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23P01';
}

/**
 * Queues the writers of one facility and day. The exclusion constraint alone decides overlap,
 * but two PostgreSQL transactions inserting conflicting rows at once can each wait for the
 * other and end in a deadlock instead of a clean 23P01; taking this lock first avoids that.
 */
export async function lockFacilityDay(tx: Db, sport: string, date: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${facilityDayKey(sport, date)}))`.execute(tx);
}

const facilityDayKey = (sport: string, date: string) => `booking:${sport}:${date}`;

/** The hours of one court-day that active bookings hold (read through `CourtDays`). */
export function takenHours(db: Db, sport: string, date: string): Promise<TakenHour[]> {
  return db
    .selectFrom('bookings')
    .select(['time_slot', 'duration'])
    .where('sport_type', '=', sport)
    .where('booking_date', '=', date)
    .where('status', 'not in', inactiveStatuses)
    .execute();
}

export async function courtAvailability(
  days: CourtDays,
  slot: { sport: string; date: string },
  hours: CourtHours,
  now: IndiaMoment,
): Promise<AvailabilitySlot[]> {
  const taken = await days.taken(slot.sport, slot.date);
  return slotStarts(hours).map((time_slot) => ({
    time_slot,
    available:
      isSlotOpen(slot.date, time_slot, now) &&
      !taken.some((booking) => overlapsHour(time_slot, booking.time_slot, booking.duration)),
  }));
}

/** Does an hour already taken overlap `slot` (the whole of it, not only its first hour)? */
export function isSlotTaken(slot: CourtSlot, taken: readonly TakenHour[]): boolean {
  const from = minutesOf(slot.start);
  const to = from + slot.duration;
  return taken.some((booking) => {
    const begins = minutesOf(booking.time_slot);
    return begins < to && begins + booking.duration > from;
  });
}

export interface CourtBookingInput {
  slot: CourtSlot;
  phone: string;
  apartment: string;
  notes: string;
}

/**
 * Inserts a court booking. Fair use is counted under a per-apartment-and-sport lock, so two
 * requests from one family cannot both pass a count of limit - 1; the overlap is left to the
 * exclusion constraint (the facility-day lock only keeps PostgreSQL from deadlocking on it).
 */
export async function insertCourtBooking(
  tx: Db,
  input: CourtBookingInput,
  limit: number,
  at: { now: IndiaMoment; instant: Date },
): Promise<BookingRow> {
  const { slot } = input;
  // One round trip for both locks, always in this order (apartment, then facility-day).
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`fair-use:${input.apartment}:${slot.sport}`})),
    pg_advisory_xact_lock(hashtext(${facilityDayKey(slot.sport, slot.date)}))`.execute(tx);
  const upcoming = await tx
    .selectFrom('bookings')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('apartment_number', '=', input.apartment)
    .where('sport_type', '=', slot.sport)
    .where('status', 'not in', inactiveStatuses)
    .where('ends_at', '>', wallClock(at.now.date, at.now.time))
    .executeTakeFirstOrThrow();
  if (upcoming.count >= limit) throw new HttpError(409, messages.bookingFairUse(limit, slot.sport));

  try {
    return await tx
      .insertInto('bookings')
      .values({
        user_phone: input.phone,
        apartment_number: input.apartment,
        sport_type: slot.sport,
        booking_date: slot.date,
        time_slot: slot.start,
        duration: slot.duration,
        starts_at: wallClock(slot.date, slot.start),
        ends_at: wallClock(slot.date, slot.end),
        status: 'Booked',
        notes: input.notes,
        created_at: at.instant,
        updated_at: at.instant,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isOverlap(error)) throw new HttpError(409, messages.bookingSlotTaken);
    throw error;
  }
}

export function toBooking(row: BookingRow): Booking {
  return {
    booking_id: String(row.id),
    booking_date: row.booking_date,
    time_slot: row.time_slot,
    duration: row.duration,
    sport_type: row.sport_type,
    booking_status: row.status,
    ...(row.notes ? { notes: row.notes } : {}),
  };
}

/** One user's bookings from `today` on, soonest first (the home panel). */
export async function upcomingBookingsOf(
  db: Db,
  phone: string,
  sport: string | undefined,
  today: string,
): Promise<Booking[]> {
  let query = db
    .selectFrom('bookings')
    .selectAll()
    .where('user_phone', '=', phone)
    .where('booking_date', '>=', today);
  if (sport) query = query.where('sport_type', '=', sport);
  const rows = await query.orderBy('booking_date').orderBy('time_slot').orderBy('id').execute();
  return rows.map(toBooking);
}

/** A banquet request's details for the RWA deciding on it; court rows have none (null). */
function banquetDetails(row: BookingRow): Partial<CalendarBooking> {
  const details = {
    end_time: row.end_time,
    purpose: row.purpose,
    expected_guests: row.expected_guests,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    special_requirements: row.special_requirements,
    catering_required: row.catering_required,
    decoration_required: row.decoration_required,
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== null));
}

/** The admin calendar: one sport, [from, to] inclusive, with who booked and banquet details. */
export async function calendarBookings(
  db: Db,
  sport: string,
  range: { from: string; to: string | undefined },
): Promise<CalendarBooking[]> {
  let query = db
    .selectFrom('bookings')
    .selectAll()
    .where('sport_type', '=', sport)
    .where('booking_date', '>=', range.from);
  if (range.to) query = query.where('booking_date', '<=', range.to);
  const rows = await query.orderBy('booking_date').orderBy('time_slot').orderBy('id').execute();
  return rows.map((row) => ({
    ...toBooking(row),
    apartment_number: row.apartment_number,
    phone_number: row.user_phone,
    ...banquetDetails(row),
  }));
}

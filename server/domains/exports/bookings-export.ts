/**
 * Bookings as the RWA keeps them in a spreadsheet (issue 19): every court booking and banquet
 * request of a range of India days, cancelled and declined ones too, soonest first, with who
 * booked. Dates and times are India's, as the calendar shows them.
 */
import type { Kysely } from 'kysely';
import { facilities } from '../../../contract/bookings/bookings';
import type { bookingCsvColumns } from '../../../contract/exports/exports';
import { addDays, minutesOf, timeOf } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { indiaDateTime } from '../../platform/india-day';

export type BookingCsvRow = Record<(typeof bookingCsvColumns)[number], unknown>;

/** The export's ceiling: years of a busy estate's courts, far past any month asked for. */
const EXPORT_MAX_ROWS = 200_000;

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthEnd = (date: string) => addDays(monthStart(addDays(monthStart(date), 31)), -1);

/**
 * [from, to], both India days: this month when neither is given; one end alone runs to the
 * other end of its own month, so it never crosses a defaulted end.
 */
export function exportRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const from = query.from ?? monthStart(query.to ?? today);
  const to = query.to ?? monthEnd(query.from ?? today);
  if (from > to) throw new HttpError(400, messages.bookingsRangeInvalid);
  return { from, to };
}

const facilityOf = (sport: string) =>
  facilities.find((facility) => facility.sportType === sport)?.name ?? sport;

export async function bookingCsvRows(
  db: Kysely<Database>,
  range: { from: string; to: string },
  sport: string | undefined,
): Promise<BookingCsvRow[]> {
  let query = db
    .selectFrom('bookings')
    .leftJoin('users', 'users.phone_number', 'bookings.user_phone')
    .select([
      'bookings.id',
      'bookings.booking_date',
      'bookings.time_slot',
      'bookings.duration',
      'bookings.end_time',
      'bookings.sport_type',
      'bookings.apartment_number',
      'bookings.user_phone',
      'bookings.status',
      'bookings.purpose',
      'bookings.expected_guests',
      'bookings.notes',
      'bookings.created_at',
      'users.name',
    ])
    .where('bookings.booking_date', '>=', range.from)
    .where('bookings.booking_date', '<=', range.to);
  if (sport) query = query.where('bookings.sport_type', '=', sport);
  const rows = await query
    .orderBy('bookings.booking_date')
    .orderBy('bookings.time_slot')
    .orderBy('bookings.id')
    .limit(EXPORT_MAX_ROWS)
    .execute();
  return rows.map((row) => ({
    date: row.booking_date,
    start: row.time_slot,
    // A banquet keeps its own end; a court's is its start plus its duration.
    end: row.end_time ?? timeOf(minutesOf(row.time_slot) + row.duration),
    facility: facilityOf(row.sport_type),
    sport: row.sport_type,
    apartment: row.apartment_number,
    resident: row.name,
    phone: row.user_phone,
    status: row.status,
    purpose: row.purpose,
    guests: row.expected_guests,
    notes: row.notes,
    created_at: indiaDateTime(row.created_at),
  }));
}

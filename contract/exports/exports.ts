/**
 * The RWA's CSV downloads of the register and of the bookings (issue 19), beside those of the
 * audit trail, the visitor log and the helpdesk. Read-only: a download changes no row.
 */
import { z } from 'zod';
import { sportTypeParam } from '../bookings/bookings';
import { defineEndpoint } from '../platform/endpoint';
import { isoDate } from '../platform/fields';
import { messages } from '../messages';

/** Everyone in the register, moved-out people included (kept for the record), as the admin sees them. */
export const exportResidents = defineEndpoint({
  method: 'GET',
  path: 'member/users.csv',
  access: 'rwa',
  responseType: 'file',
  response: z.unknown(),
  failure: messages.registerExportFailed,
});

/** The register's columns, in order. `access`: active, deactivated, locked or moved out. */
export const residentCsvColumns = [
  'name',
  'phone',
  'email',
  'apartment',
  'role',
  'status',
  'access',
  'can_book_sports',
  'member_since',
  'last_sign_in',
  'locked_until',
  'moved_out',
] as const;

/**
 * India days, both ends included. Without either end, this month; with one, the rest of that
 * end's month (so `from` alone never lands after a defaulted `to`). An end before the start is
 * refused with `bookingsRangeInvalid`. `sport_type` as elsewhere (`TT-Yoga` or `TT/Yoga`,
 * `Banquet` for the hall); without it, every facility.
 */
export const bookingsExportQuery = z.strictObject({
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
  sport_type: sportTypeParam.optional(),
});
export type BookingsExportQuery = z.input<typeof bookingsExportQuery>;

/** Every booking and banquet request in the range, cancelled and declined ones too. */
export const exportBookings = defineEndpoint({
  method: 'GET',
  path: 'booking/bookings.csv',
  access: 'rwa',
  query: bookingsExportQuery,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.bookingsExportFailed,
});

/** The bookings' columns, in order; times are India's. */
export const bookingCsvColumns = [
  'date',
  'start',
  'end',
  'facility',
  'sport',
  'apartment',
  'resident',
  'phone',
  'status',
  'purpose',
  'guests',
  'notes',
  'created_at',
] as const;

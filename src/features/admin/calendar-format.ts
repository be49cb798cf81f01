// Subpath imports: the date-fns barrel pulls in hundreds of modules where no bundler shakes it.
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { CalendarBooking } from '../../../contract/bookings';
import { addDays } from '../../../contract/india-time';

/** A yyyy-MM-dd day as people read it; the day is a calendar day, not an instant. */
export function longDate(day: string, pattern = 'MMMM d, yyyy'): string {
  return format(parseISO(day), pattern);
}

/** SPEC.md §2: the columns are Today and Tomorrow when they are; otherwise their dates. */
export function dayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return longDate(day, 'EEEE, MMMM d, yyyy');
}

export const isBanquet = (booking: CalendarBooking) => booking.sport_type === 'Banquet';

export function statusIs(booking: CalendarBooking, status: string): boolean {
  return booking.booking_status.toLowerCase() === status.toLowerCase();
}

/** For a control's accessible name: "Tennis booking on March 5, 2030 at 10:00". */
export function bookingName(booking: CalendarBooking): string {
  return `${booking.sport_type} booking on ${longDate(booking.booking_date)} at ${booking.time_slot}`;
}

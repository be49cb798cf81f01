import type { CalendarBooking } from '../../../contract/bookings/bookings';
import { addDays } from '../../../contract/platform/india-time';
import { formatClock, formatDay } from '../../lib/format-date';

/** SPEC.md §2: the columns are Today and Tomorrow when they are; otherwise their dates. */
export function dayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return formatDay(day);
}

export const isBanquet = (booking: CalendarBooking) => booking.sport_type === 'Banquet';

/** The id of a booking's row, to bring focus back to it after a change. */
export const calendarRowId = (booking: CalendarBooking) => `calendar-booking-${booking.booking_id}`;

/** For a control's accessible name: "Tennis booking on March 5, 2030 at 10:00 AM". */
export function bookingName(booking: CalendarBooking): string {
  return `${booking.sport_type} booking on ${formatDay(booking.booking_date)} at ${formatClock(booking.time_slot)}`;
}

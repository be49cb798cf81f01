// Subpath imports: the date-fns barrel pulls in hundreds of modules where no bundler shakes it.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import type { Booking } from '../../../contract/bookings';
import { isFuture } from '../../lib/india-time';

/** SPEC.md §4: 'MMMM d, yyyy'; a yyyy-MM-dd date is a calendar day, not an instant. */
export function formatBookingDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : 'Invalid date';
}

export function isCancelled(booking: Pick<Booking, 'booking_status'>): boolean {
  return booking.booking_status.toLowerCase() === 'cancelled';
}

/** SPEC.md §4: only a booking whose date and slot are still ahead (India time) and not cancelled. */
export function canCancel(booking: Booking, now: number): boolean {
  return !isCancelled(booking) && isFuture(booking.booking_date, booking.time_slot, now);
}

/** What a control acts on, for its accessible name: "Tennis booking on March 5, 2030 at 10:00". */
export function describeBooking(booking: Booking): string {
  return `${booking.sport_type} booking on ${formatBookingDate(booking.booking_date)} at ${booking.time_slot}`;
}

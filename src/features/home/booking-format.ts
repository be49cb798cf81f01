import type { Booking } from '../../../contract/bookings/bookings';
import { isFuture } from '../../lib/india-time';
import { formatClock, formatDay } from '../../lib/format-date';

export function isCancelled(booking: Pick<Booking, 'booking_status'>): boolean {
  return booking.booking_status.toLowerCase() === 'cancelled';
}

/** SPEC.md §4: only a booking whose date and slot are still ahead (India time) and not cancelled. */
export function canCancel(booking: Booking, now: number): boolean {
  return !isCancelled(booking) && isFuture(booking.booking_date, booking.time_slot, now);
}

/** What a control acts on, for its accessible name: "Tennis booking on March 5, 2030 at 10:00 AM". */
export function describeBooking(booking: Booking): string {
  return `${booking.sport_type} booking on ${formatDay(booking.booking_date)} at ${formatClock(booking.time_slot)}`;
}

/**
 * Changing a booking's status (SPEC.md §4): a member may only cancel their own upcoming,
 * not-cancelled booking; the RWA may set any status (confirm or decline a banquet request,
 * cancel any booking). Making a booking active again cannot overlap another: the exclusion
 * constraints refuse it.
 */
import type { Kysely } from 'kysely';
import type { BookingStatus } from '../../contract/bookings';
import type { IndiaMoment } from '../../contract/india-time';
import { messages } from '../../contract/messages';
import type { Database, User } from '../db/schema';
import { HttpError, rowId } from '../http-error';
import { wallClock } from './booking-rules';
import { isOverlap, lockFacilityDay } from './bookings';

export async function changeBookingStatus(
  tx: Kysely<Database>,
  change: { id: string; status: BookingStatus; user: User },
  at: { now: IndiaMoment; instant: Date },
): Promise<{ id: number; status: BookingStatus }> {
  const { user, status } = change;
  const id = rowId(change.id, messages.bookingNotFound);
  const booking = await tx
    .selectFrom('bookings')
    .select(['id', 'user_phone', 'sport_type', 'booking_date', 'time_slot', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!booking) throw new HttpError(404, messages.bookingNotFound);
  // Only Confirmed holds the hall (migration 0005); a "Booked" banquet would look confirmed on
  // the calendar while the constraint let another overlap it (migration 0006 refuses it too).
  if (booking.sport_type === 'Banquet' && status === 'Booked') {
    throw new HttpError(400, messages.banquetStatusInvalid);
  }

  if (user.role !== 'rwa') {
    if (booking.user_phone !== user.phone_number) {
      throw new HttpError(403, messages.bookingNotYours);
    }
    if (status !== 'Cancelled') throw new HttpError(403, messages.bookingMemberMayOnlyCancel);
    if (booking.status === 'Cancelled') throw new HttpError(409, messages.bookingAlreadyCancelled);
    const starts = wallClock(booking.booking_date, booking.time_slot);
    if (starts <= wallClock(at.now.date, at.now.time)) {
      throw new HttpError(400, messages.bookingPastCannotCancel);
    }
  }

  // Same deadlock-avoiding queue as a new booking, for a status that may take the slot again.
  if (status !== 'Cancelled' && status !== 'Declined') {
    await lockFacilityDay(tx, booking.sport_type, booking.booking_date);
  }
  try {
    await tx
      .updateTable('bookings')
      .set({ status, updated_at: at.instant })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    if (!isOverlap(error)) throw error;
    throw new HttpError(
      409,
      booking.sport_type === 'Banquet'
        ? messages.banquetAlreadyConfirmed
        : messages.bookingSlotTaken,
    );
  }
  return { id, status };
}

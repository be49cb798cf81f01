/**
 * Changing a booking's status along its lifecycle (contract/bookings/bookings.ts banquetLifecycle,
 * courtLifecycle): a resident cancels their own booking while it is ahead; the office confirms
 * or declines a banquet request and cancels any booking, giving a reason that the resident is
 * told. Confirming cannot overlap another confirmed banquet: the exclusion constraints refuse
 * it. Every move is kept in request_history, in the same transaction.
 */
import type { Kysely } from 'kysely';
import { courtLifecycle } from '../../../contract/bookings/bookings';
import { banquetLifecycle } from '../../../contract/bookings/banquet';
import type { BookingStatus } from '../../../contract/bookings/bookings';
import { dayAndClockLabel, type IndiaMoment } from '../../../contract/platform/india-time';
import type { Lifecycle } from '../../../contract/requests/lifecycle';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { wallClock } from './booking-rules';
import { isOverlap, lockFacilityDay } from './bookings';
import { notify } from '../notices';
import { checkMove, recordMove } from '../requests';

const words = {
  notYours: messages.bookingNotYours,
  officeOnly: messages.bookingMemberMayOnlyCancel,
  impossible: (from: string, to: string) =>
    from === 'Cancelled' && to === 'Cancelled'
      ? messages.bookingAlreadyCancelled
      : messages.bookingMove(from, to),
};

/** What the resident is told when the office moves their booking. */
function newsOf(sport: string, status: BookingStatus): string | undefined {
  const what = sport === 'Banquet' ? 'banquet hall request' : `${sport} booking`;
  if (status === 'Confirmed') return `Your ${what} is confirmed`;
  if (status === 'Declined') return `Your ${what} was declined`;
  if (status === 'Cancelled') return `Your ${what} was cancelled by the RWA`;
  return undefined;
}

export async function changeBookingStatus(
  tx: Kysely<Database>,
  change: { id: string; status: BookingStatus; reason?: string | undefined; user: User },
  at: { now: IndiaMoment; instant: Date },
): Promise<{ id: number; status: BookingStatus; sport: string; date: string }> {
  const { user, status, reason } = change;
  const id = rowId(change.id, messages.bookingNotFound);
  const booking = await tx
    .selectFrom('bookings')
    .select(['id', 'user_phone', 'sport_type', 'booking_date', 'time_slot', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!booking) throw new HttpError(404, messages.bookingNotFound);
  const isBanquet = booking.sport_type === 'Banquet';
  const lifecycle: Lifecycle<string> = isBanquet ? banquetLifecycle : courtLifecycle;
  // A resident's own call: theirs, and a cancel, before anything is said about states.
  if (user.role !== 'rwa') {
    if (booking.user_phone !== user.phone_number) throw new HttpError(403, words.notYours);
    if (status !== 'Cancelled') throw new HttpError(403, words.officeOnly);
  }
  if (!lifecycle.states.includes(status)) {
    throw new HttpError(
      400,
      isBanquet ? messages.banquetStatusInvalid : messages.courtStatusInvalid,
    );
  }
  checkMove(
    lifecycle,
    {
      from: booking.status,
      to: status,
      note: reason,
      ownerPhone: booking.user_phone,
      user,
    },
    words,
  );
  const byOwner = user.phone_number === booking.user_phone && user.role !== 'rwa';
  if (byOwner) {
    const starts = wallClock(booking.booking_date, booking.time_slot);
    if (starts <= wallClock(at.now.date, at.now.time)) {
      throw new HttpError(400, messages.bookingPastCannotCancel);
    }
  }

  // Same deadlock-avoiding queue as a new booking, for a status that takes the slot.
  if (status === 'Confirmed') await lockFacilityDay(tx, booking.sport_type, booking.booking_date);
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
      isBanquet ? messages.banquetAlreadyConfirmed : messages.bookingSlotTaken,
    );
  }
  const kind = isBanquet ? 'banquet' : 'court';
  await recordMove(tx, {
    kind,
    requestId: id,
    status,
    ...(reason ? { note: reason } : {}),
    user,
    at: at.instant,
  });
  const news = byOwner ? undefined : newsOf(booking.sport_type, status);
  if (news) {
    const when = dayAndClockLabel(booking.booking_date, booking.time_slot, at.now.date);
    await notify(
      tx,
      { phones: [booking.user_phone] },
      {
        kind: `${kind}_status`,
        category: 'requests',
        title: news,
        body: reason ? `${when}: ${reason}` : when,
        url: '/my-requests',
        tag: `booking-${id}`,
      },
      at.instant,
    );
  }
  return { id, status, sport: booking.sport_type, date: booking.booking_date };
}

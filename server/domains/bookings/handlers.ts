/**
 * Bookings: residents book courts and request the banquet hall (not while their flat is more
 * overdue than the RWA allows, as the dues room says); the RWA reads the calendar and sets
 * statuses. Thin: the rules live in domains/bookings/booking-rules.ts, banquet.ts,
 * booking-status.ts and bookings.ts.
 */
import { calendarMaxDays } from '../../../contract/bookings/bookings';
import { addDays, clockLabel, dayLabel, inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';
import { checkBanquetRequest, insertBanquetRequest } from './banquet';
import { checkBookableDate, checkCourtBooking, courtSport, isRealDate } from './booking-rules';
import { changeBookingStatus } from './booking-status';
import {
  calendarBookings,
  courtAvailability,
  insertCourtBooking,
  isSlotTaken,
  upcomingBookingsOf,
} from './bookings';
import { refuseBookingWhileOverdue } from '../dues';
import { notify } from '../notices';
import { recordMove } from '../requests';
import type { HandlersFor } from '../../platform/http/handler';

export const bookingHandlers: HandlersFor<
  | 'checkAvailability'
  | 'bookFacility'
  | 'bookingsByUser'
  | 'updateBookingStatus'
  | 'bookingSlots'
  | 'bookBanquet'
> = {
  async checkAvailability({ app, query }) {
    const now = inIndia(app.now());
    const sport = courtSport(query.sport_type);
    checkBookableDate(query.booking_date, now);
    const slots = await courtAvailability(
      app.courtDays,
      { sport, date: query.booking_date },
      app.config.courtHours,
      now,
    );
    return { available_slots: slots };
  },

  async bookFacility({ app, body, user, transaction }) {
    const instant = app.now();
    const now = inIndia(instant);
    const slot = checkCourtBooking(user, body, app.config.courtHours, now);
    await refuseBookingWhileOverdue(app.db, user.apartment_number, now.date);
    // What the grid kept in memory already shows taken is refused without a transaction: in
    // the morning rush most bookings want a slot someone just took. A grid that is old the
    // other way (free, but just taken) leaves it to the constraint, which answers the same.
    if (isSlotTaken(slot, await app.courtDays.taken(slot.sport, slot.date))) {
      throw new HttpError(409, messages.bookingSlotTaken);
    }
    const row = await transaction(async (tx) => {
      const added = await insertCourtBooking(
        tx,
        {
          slot,
          phone: user.phone_number,
          apartment: user.apartment_number,
          notes: body.notes ?? '',
        },
        app.config.bookingLimitPerApartment,
        { now, instant },
      );
      await recordMove(tx, {
        kind: 'court',
        requestId: added.id,
        status: added.status,
        user,
        at: instant,
      });
      return added;
    });
    return {
      booking_id: String(row.id),
      booking_date: row.booking_date,
      time_slot: row.time_slot,
      booking_status: row.status,
    };
  },

  async bookingsByUser({ app, params, query, user }) {
    if (user.role !== 'rwa' && params.user_id !== user.phone_number) {
      throw new HttpError(403, messages.bookingsForOthers);
    }
    const today = inIndia(app.now()).date;
    return {
      bookings: await upcomingBookingsOf(app.db, params.user_id, query.sport_type, today),
    };
  },

  async updateBookingStatus({ app, params, query, user, transaction }) {
    const instant = app.now();
    const changed = await transaction((tx) =>
      changeBookingStatus(
        tx,
        { id: params.booking_id, status: query.new_status, reason: query.reason, user },
        { now: inIndia(instant), instant },
      ),
    );
    return {
      booking_id: String(changed.id),
      booking_status: changed.status,
      message: messages.bookingStatusUpdated,
    };
  },

  async bookingSlots({ app, params, query }) {
    for (const [label, value] of [
      ['From', query.from],
      ['To', query.to],
    ] as const) {
      if (value !== undefined && !isRealDate(value)) {
        throw new HttpError(400, `${label} must be a date`);
      }
    }
    // A bounded range: a year of history (or a century asked by hand) never travels at once.
    const from = query.from ?? inIndia(app.now()).date;
    const last = addDays(from, calendarMaxDays - 1);
    if (query.to !== undefined && query.to > last) {
      throw new HttpError(400, messages.bookingRangeTooLong(calendarMaxDays));
    }
    return calendarBookings(app.db, params.sportType, { from, to: query.to ?? last });
  },

  async bookBanquet({ app, body, user, transaction }) {
    const instant = app.now();
    const now = inIndia(instant);
    checkBanquetRequest(user, body, now);
    await refuseBookingWhileOverdue(app.db, user.apartment_number, now.date);
    const id = await transaction(async (tx) => {
      const added = await insertBanquetRequest(tx, body, { instant, now });
      await recordMove(tx, {
        kind: 'banquet',
        requestId: added,
        status: 'Pending',
        user,
        at: instant,
      });
      await notify(
        tx,
        { role: 'rwa' },
        {
          kind: 'banquet_new',
          category: 'office',
          title: `Banquet request from ${user.apartment_number}`,
          body: `${dayLabel(body.booking_date)}, ${clockLabel(body.start_time)}–${clockLabel(body.end_time)}: ${body.purpose}`,
          url: '/admin',
          tag: `banquet-${added}`,
        },
        instant,
      );
      return added;
    });
    return { booking_id: String(id), status: 'Pending', message: messages.banquetRequested };
  },
};

/**
 * Golf-cart rides: residents ask for one (through the outbox), the estate office lists them and
 * moves each along its lifecycle (accept, on the way, completed, or declined with a reason);
 * the resident may cancel their own while it waits.
 */
import type { Selectable } from 'kysely';
import { golfCartLifecycle } from '../../../contract/golf-cart/golf-cart';
import type { GolfCartRide, GolfCartStatus } from '../../../contract/golf-cart/golf-cart';
import { clockLabel, inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { GolfCartRequestsTable } from './tables';
import { HttpError, rowId } from '../../platform/http/http-error';
import { notify } from '../notices';
import { checkMove, recordMove } from '../requests';
import type { HandlersFor } from '../../platform/http/handler';

/** What the resident is told when the office moves their ride (their own cancel tells no one). */
const rideNews: Partial<Record<GolfCartStatus, string>> = {
  Accepted: 'Your golf cart is booked',
  'On the way': 'Your golf cart is on the way',
  Completed: 'Your golf-cart ride is complete',
  Declined: 'Your golf-cart request was declined',
};

function toRide(row: Selectable<GolfCartRequestsTable>): GolfCartRide {
  return {
    request_id: String(row.id),
    pickup_location: row.pickup_location,
    dropoff_location: row.dropoff_location,
    duration: row.duration,
    date: row.ride_date,
    time: row.ride_time,
    comments: row.comments,
    user_id: row.user_phone,
    apartment_number: row.apartment_number,
    phone_number: row.user_phone,
    status: row.status as GolfCartStatus,
    status_note: row.status_note,
    created_at: row.created_at.toISOString(),
  };
}

export const golfCartHandlers: HandlersFor<
  'requestGolfCart' | 'listGolfCartRequests' | 'updateGolfCartStatus'
> = {
  async requestGolfCart({ app, body, user, transaction }) {
    // SPEC.md fills these with the session's user; they must not name someone else.
    const phone = user.phone_number;
    if (
      body.user_id !== phone ||
      body.phone_number !== phone ||
      body.apartment_number !== user.apartment_number
    ) {
      throw new HttpError(403, messages.golfCartForYourself);
    }
    // SPEC.md §5: a time later today. `date` lets a request queued offline keep its day.
    const now = inIndia(app.now());
    const date = body.date ?? now.date;
    if (date > now.date) throw new HttpError(400, messages.golfCartTodayOnly);
    if (date < now.date || body.time <= now.time) {
      throw new HttpError(400, messages.golfCartTimeInFuture);
    }

    return transaction(async (tx) => {
      // One household cannot flood the office: a few rides waiting at once, counted under a
      // lock on the resident's row so two requests racing cannot both pass the count.
      await tx
        .selectFrom('users')
        .select('phone_number')
        .where('phone_number', '=', phone)
        .forUpdate()
        .execute();
      const waiting = await tx
        .selectFrom('golf_cart_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_phone', '=', phone)
        .where('status', '=', 'Requested')
        .where('ride_date', '=', now.date)
        .where('ride_time', '>', now.time)
        .executeTakeFirstOrThrow();
      const cap = app.config.golfCartMaxWaiting;
      if (Number(waiting.count) >= cap) throw new HttpError(409, messages.golfCartTooManyOpen(cap));
      const row = await tx
        .insertInto('golf_cart_requests')
        .values({
          user_phone: phone,
          apartment_number: user.apartment_number,
          pickup_location: body.pickup_location,
          dropoff_location: body.dropoff_location,
          duration: body.duration,
          ride_date: date,
          ride_time: body.time,
          comments: body.comments,
          created_at: app.now(),
        })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      await recordMove(tx, {
        kind: 'golf_cart',
        requestId: row.id,
        status: row.status,
        user,
        at: app.now(),
      });
      await notify(
        tx,
        { role: 'rwa' },
        {
          kind: 'golf_cart_new',
          category: 'office',
          title: `Golf cart for ${user.apartment_number} at ${clockLabel(body.time)}`,
          body: `${body.pickup_location} → ${body.dropoff_location}, ${body.duration} min`,
          url: '/admin/golf-cart',
          tag: `ride-${row.id}`,
          push: { urgency: 'high', ttlSeconds: 3_600 },
        },
        app.now(),
      );
      return {
        request_id: String(row.id),
        status: row.status,
        message: messages.golfCartRequested,
      };
    });
  },

  /** Latest ride first, so today's (the ones someone must act on) lead; capped for the page. */
  async listGolfCartRequests({ app }) {
    const rows = await app.db
      .selectFrom('golf_cart_requests')
      .selectAll()
      .orderBy('ride_date', 'desc')
      .orderBy('ride_time', 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
    return rows.map(toRide);
  },

  async updateGolfCartStatus({ app, params, body, user, transaction }) {
    const id = rowId(params.id, messages.golfCartNotFound);
    return transaction(async (tx) => {
      const ride = await tx
        .selectFrom('golf_cart_requests')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!ride) throw new HttpError(404, messages.golfCartNotFound);
      const from = ride.status as GolfCartStatus;
      checkMove(
        golfCartLifecycle,
        { from, to: body.status, note: body.note, ownerPhone: ride.user_phone, user },
        { notYours: messages.golfCartNotYours, impossible: messages.golfCartMove },
      );
      const at = app.now();
      const updated = await tx
        .updateTable('golf_cart_requests')
        .set({ status: body.status, status_note: body.note ?? '', updated_at: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordMove(tx, {
        kind: 'golf_cart',
        requestId: id,
        status: body.status,
        ...(body.note ? { note: body.note } : {}),
        user,
        at,
      });
      const news = rideNews[body.status];
      if (news && user.phone_number !== ride.user_phone) {
        const when = `${ride.pickup_location} at ${clockLabel(ride.ride_time)}`;
        await notify(
          tx,
          { phones: [ride.user_phone] },
          {
            kind: 'golf_cart_status',
            category: 'requests',
            title: news,
            body: body.note ? `${when}: ${body.note}` : when,
            url: '/my-requests',
            tag: `ride-${id}`,
            push: { urgency: 'high', ttlSeconds: 3_600 },
          },
          at,
        );
      }
      return toRide(updated);
    });
  },
};

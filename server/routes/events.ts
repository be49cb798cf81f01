/**
 * Events and registration (SPEC.md §2 /events, /event/{eventId}, /admin/events, §4 Event
 * registration, §7 Events). One registration per resident and event: a repeat updates it.
 */
import type { Kysely } from 'kysely';
import { isRegistrationOpen } from '../../contract/events';
import type { EventRegistration, RegistrationResult } from '../../contract/events';
import { inIndia } from '../../contract/india-time';
import { messages } from '../../contract/messages';
import type { Database, User } from '../db/schema';
import { HttpError, rowId } from '../http-error';
import { tellCancelled } from '../services/event-notices';
import {
  checkEventDates,
  eventColumns,
  selectEvents,
  toEvent,
  toEventListItem,
} from '../services/event-rows';
import {
  checkMoreSeats,
  lockEvent,
  moveWaitlistIn,
  seatsLeft,
  waitlistPosition,
} from '../services/event-seats';
import type { LockedEvent } from '../services/event-seats';
import { removeFiles, withStoredUpload } from '../services/uploads';
import { tellCommunity } from '../services/community-notice';
import type { HandlersFor } from './handler';

/** A resident registers themselves (and, a member, their own apartment), never someone else. */
function isSelf(user: User, body: { user_id: string; apartment_number: string }): boolean {
  if (body.user_id !== user.phone_number) return false;
  return user.role === 'rwa' || body.apartment_number === user.apartment_number;
}

type Details = Omit<EventRegistration, 'user_id' | 'special_requests'> & {
  special_requests: string;
};

/**
 * A first registration takes seats when they are there, else joins the waitlist; a repeat
 * keeps its place: a registered household asking for more than is left keeps what it had
 * (409), and one asking for fewer, or a waitlisted one changing, may let the waitlist in.
 */
async function seat(
  tx: Kysely<Database>,
  event: LockedEvent,
  phone: string,
  details: Details,
  now: Date,
) {
  const seats = await seatsLeft(tx, event);
  const before = await tx
    .selectFrom('event_registrations')
    .select(['id', 'standing', 'number_of_attendees'])
    .where('event_id', '=', event.id)
    .where('user_phone', '=', phone)
    .executeTakeFirst();
  if (!before) {
    const standing = details.number_of_attendees <= seats ? 'registered' : 'waitlisted';
    const added = await tx
      .insertInto('event_registrations')
      .values({
        ...details,
        event_id: event.id,
        user_phone: phone,
        standing,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: added.id, inserted: true, standing };
  }
  if (before.standing === 'registered') {
    checkMoreSeats(details.number_of_attendees - before.number_of_attendees, seats);
  }
  await tx
    .updateTable('event_registrations')
    .set({ ...details, updated_at: now })
    .where('id', '=', before.id)
    .execute();
  await moveWaitlistIn(tx, event, now, phone);
  const after = await tx
    .selectFrom('event_registrations')
    .select('standing')
    .where('id', '=', before.id)
    .executeTakeFirstOrThrow();
  return { id: before.id, inserted: false, standing: after.standing };
}

/** The event, locked for a change of its registrations, or 404. */
async function lockedEvent(tx: Kysely<Database>, id: string): Promise<LockedEvent> {
  const event = await lockEvent(tx, rowId(id, messages.eventNotFound));
  if (!event) throw new HttpError(404, messages.eventNotFound);
  return event;
}

export const eventHandlers: HandlersFor<
  | 'listEvents'
  | 'getEvent'
  | 'createEvent'
  | 'registerForEvent'
  | 'cancelRegistration'
  | 'deleteEvent'
> = {
  async listEvents({ app, user }) {
    const rows = await selectEvents(app.db, user.phone_number)
      .orderBy('events.date', 'asc')
      .orderBy('events.id', 'asc')
      .execute();
    return rows.map(toEventListItem);
  },

  async getEvent({ app, params, user }) {
    const id = rowId(params.id, messages.eventNotFound);
    const row = await selectEvents(app.db, user.phone_number)
      .where('events.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, messages.eventNotFound);
    return toEventListItem(row);
  },

  async createEvent({ app, body, file, reply, transaction }) {
    const input = body.event;
    const now = app.now();
    checkEventDates(input, inIndia(now).date);
    const row = await withStoredUpload(app.files, file, (stored) =>
      transaction(async (tx) => {
        const added = await tx
          .insertInto('events')
          .values({
            ...eventColumns(input),
            image_name: stored.fileName,
            thumbnail_name: stored.thumbnailName,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await tellCommunity(
          tx,
          { kind: 'event', title: input.title, url: `/event/${added.id}` },
          now,
        );
        return added;
      }),
    );
    reply.code(201);
    return toEvent({ ...row, attendees: 0, households: 0, waitlisted: 0 });
  },

  async registerForEvent({ app, params, body, user, reply, transaction }) {
    const now = app.now();
    // In the call's transaction: with an Idempotency-Key the answer is stored with the write.
    return transaction(async (tx): Promise<RegistrationResult> => {
      const event = await lockedEvent(tx, params.id);
      if (!event.registration_required) throw new HttpError(409, messages.eventNoRegistration);
      const schedule = {
        registrationRequired: true,
        registrationDeadline: event.registration_deadline,
        date: event.date,
      };
      if (!isRegistrationOpen(schedule, inIndia(now).date)) {
        throw new HttpError(409, messages.eventRegistrationClosed);
      }
      if (!isSelf(user, body)) throw new HttpError(403, messages.eventRegisterForYourself);
      const { user_id: _self, ...details } = body;
      const seated = await seat(tx, event, user.phone_number, details, now);
      reply.code(seated.inserted ? 201 : 200);
      const base = {
        registration_id: String(seated.id),
        event_id: String(event.id),
        number_of_attendees: details.number_of_attendees,
      };
      if (seated.standing === 'waitlisted') {
        const position = await waitlistPosition(tx, event.id, seated.id);
        return {
          ...base,
          status: 'waitlisted',
          waitlist_position: position,
          message: messages.eventWaitlisted(position),
        };
      }
      return {
        ...base,
        status: seated.inserted ? 'registered' : 'updated',
        waitlist_position: null,
        message: seated.inserted ? messages.eventRegistered : messages.eventRegistrationUpdated,
      };
    });
  },

  async cancelRegistration({ app, params, user, transaction }) {
    const now = app.now();
    return transaction(async (tx) => {
      const event = await lockedEvent(tx, params.id);
      if (event.date < inIndia(now).date) throw new HttpError(409, messages.eventAlreadyHeld);
      const deleted = await tx
        .deleteFrom('event_registrations')
        .where('event_id', '=', event.id)
        .where('user_phone', '=', user.phone_number)
        .returning('standing')
        .executeTakeFirst();
      if (!deleted) throw new HttpError(404, messages.eventRegistrationNotFound);
      if (deleted.standing === 'registered') await moveWaitlistIn(tx, event, now);
      return { message: messages.eventRegistrationCancelled };
    });
  },

  /** Tells every household registered or waiting, then deletes (registrations go with it). */
  async deleteEvent({ app, params, request, transaction }) {
    const now = app.now();
    const { event, told } = await transaction(async (tx) => {
      const locked = await lockedEvent(tx, params.id);
      const phones = await tx
        .selectFrom('event_registrations')
        .select('user_phone')
        .where('event_id', '=', locked.id)
        .execute();
      await tellCancelled(
        tx,
        locked,
        phones.map((row) => row.user_phone),
        now,
      );
      await tx.deleteFrom('events').where('id', '=', locked.id).execute();
      return { event: locked, told: phones.length };
    });
    await removeFiles(app.files, [event.image_name, event.thumbnail_name], request.log);
    return { message: told === 0 ? messages.eventDeleted : messages.eventDeletedTold(told) };
  },
};

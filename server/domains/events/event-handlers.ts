/**
 * Events and registration (SPEC.md §2 /events, /event/{eventId}, /admin/events, §4 Event
 * registration, §7 Events). One registration per resident and event: a repeat updates it.
 */
import { isRegistrationOpen } from '../../../contract/events/events';
import type { RegistrationResult } from '../../../contract/events/events';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { User } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { tellCancelled } from './event-notices';
import {
  checkEventDates,
  eventColumns,
  selectEvents,
  toEvent,
  toEventListItem,
} from './event-rows';
import { seat } from './registration';
import { lockedEvent, moveWaitlistIn, waitlistPosition } from './seats';
import { removeFiles, withStoredUpload } from '../../platform/files/uploads';
import { tellCommunity } from '../notices';
import type { HandlersFor } from '../../platform/http/handler';

/** A resident registers themselves (and, a member, their own apartment), never someone else. */
function isSelf(user: User, body: { user_id: string; apartment_number: string }): boolean {
  if (body.user_id !== user.phone_number) return false;
  return user.role === 'rwa' || body.apartment_number === user.apartment_number;
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

  async createEvent({ app, body, file, transaction }) {
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
    return toEvent({ ...row, attendees: 0, households: 0, waitlisted: 0 });
  },

  async registerForEvent({ app, params, body, user, reply, transaction }) {
    const now = app.now();
    // In the call's transaction: with an Idempotency-Key the answer is stored with the write.
    return transaction(async (tx): Promise<RegistrationResult> => {
      const event = await lockedEvent(tx, rowId(params.id, messages.eventNotFound));
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
      const event = await lockedEvent(tx, rowId(params.id, messages.eventNotFound));
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
      const locked = await lockedEvent(tx, rowId(params.id, messages.eventNotFound));
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

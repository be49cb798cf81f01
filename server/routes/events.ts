/**
 * Events and registration (SPEC.md §2 /events, /event/{eventId}, /admin/events, §4 Event
 * registration, §7 Events). One registration per resident and event: a repeat updates it.
 */
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { eventDateProblems, isRegistrationOpen } from '../../contract/events';
import type { Event, EventInput } from '../../contract/events';
import { inIndia } from '../../contract/india-time';
import { messages } from '../../contract/messages';
import type { Database, EventsTable, User } from '../db/schema';
import { HttpError } from '../http-error';
import { fileUrl, removeFiles, withStoredUpload } from '../services/uploads';
import { rowId } from '../http-error';
import { tellCommunity } from '../services/community-notice';
import type { HandlersFor } from './handler';

type EventRow = Selectable<EventsTable> & { attendees: number | string };

function toEvent(row: EventRow): Event {
  return {
    id: String(row.id),
    title: row.title,
    date: row.date,
    time: row.time,
    location: row.location,
    description: row.description,
    category: row.category,
    registrationRequired: row.registration_required,
    registrationDeadline: row.registration_deadline,
    organizer: row.organizer,
    contactEmail: row.contact_email,
    agenda: row.agenda,
    imageUrl: fileUrl(row.image_name),
    thumbnailUrl: fileUrl(row.thumbnail_name),
    attendees: Number(row.attendees),
  };
}

/** Events with `attendees`, the sum of their registrations. */
function selectEvents(db: Kysely<Database>) {
  return db
    .selectFrom('events')
    .selectAll('events')
    .select(
      sql<number>`coalesce((
        SELECT sum(r.number_of_attendees) FROM event_registrations r WHERE r.event_id = events.id
      ), 0)`.as('attendees'),
    );
}

/** The calendar and today's-date rules, before anything is stored. */
function checkEventDates(input: EventInput, today: string): void {
  const problems = eventDateProblems(input, today);
  if (problems.length > 0) {
    throw new HttpError(400, problems.map((problem) => problem.message).join('; '));
  }
}

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
  async listEvents({ app }) {
    const rows = await selectEvents(app.db).orderBy('date', 'asc').orderBy('id', 'asc').execute();
    return rows.map(toEvent);
  },

  async getEvent({ app, params, user }) {
    const id = rowId(params.id, messages.eventNotFound);
    const row = await selectEvents(app.db).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.eventNotFound);
    const mine = await app.db
      .selectFrom('event_registrations')
      .select(['number_of_attendees', 'special_requests'])
      .where('event_id', '=', id)
      .where('user_phone', '=', user.phone_number)
      .executeTakeFirst();
    return { ...toEvent(row), my_registration: mine ?? null };
  },

  async createEvent({ app, body, file, reply, transaction }) {
    const input = body.event;
    const now = app.now();
    checkEventDates(input, inIndia(now).date);
    const required = input.registrationRequired;
    const row = await withStoredUpload(app.files, file, (stored) =>
      transaction(async (tx) => {
        const added = await tx
          .insertInto('events')
          .values({
            title: input.title,
            date: input.date,
            time: input.time,
            location: input.location,
            description: input.description,
            category: input.category,
            registration_required: required,
            // Deadline, organizer and contact belong to registration (SPEC.md §5).
            registration_deadline: required ? input.registrationDeadline : null,
            organizer: required ? input.organizer : '',
            contact_email: required ? input.contactEmail : '',
            agenda: JSON.stringify(input.agenda),
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
    return toEvent({ ...row, attendees: 0 });
  },

  async registerForEvent({ app, params, body, user, reply, transaction }) {
    const id = rowId(params.id, messages.eventNotFound);
    const now = app.now();
    // In the call's transaction: with an Idempotency-Key the answer is stored with the write.
    return transaction(async (tx) => {
      // FOR SHARE: a delete of the event waits until this registration is in.
      const event = await tx
        .selectFrom('events')
        .select(['registration_required', 'registration_deadline', 'date'])
        .where('id', '=', id)
        .forShare()
        .executeTakeFirst();
      if (!event) throw new HttpError(404, messages.eventNotFound);
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

      const details = {
        name: body.name,
        email: body.email,
        phone: body.phone,
        apartment_number: body.apartment_number,
        number_of_attendees: body.number_of_attendees,
        special_requests: body.special_requests,
      };
      // One statement, so two registrations racing still leave one row.
      const row = await tx
        .insertInto('event_registrations')
        .values({
          ...details,
          event_id: id,
          user_phone: user.phone_number,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['event_id', 'user_phone']).doUpdateSet({ ...details, updated_at: now }),
        )
        .returning(['id', 'number_of_attendees', sql<boolean>`(xmax = 0)`.as('inserted')])
        .executeTakeFirstOrThrow();
      reply.code(row.inserted ? 201 : 200);
      return {
        registration_id: String(row.id),
        event_id: String(id),
        number_of_attendees: row.number_of_attendees,
        status: row.inserted ? ('registered' as const) : ('updated' as const),
        message: row.inserted ? messages.eventRegistered : messages.eventRegistrationUpdated,
      };
    });
  },

  async cancelRegistration({ app, params, user, transaction }) {
    const id = rowId(params.id, messages.eventNotFound);
    return transaction(async (tx) => {
      const event = await tx
        .selectFrom('events')
        .select('date')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!event) throw new HttpError(404, messages.eventNotFound);
      if (event.date < inIndia(app.now()).date) throw new HttpError(409, messages.eventAlreadyHeld);
      const deleted = await tx
        .deleteFrom('event_registrations')
        .where('event_id', '=', id)
        .where('user_phone', '=', user.phone_number)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) {
        throw new HttpError(404, messages.eventRegistrationNotFound);
      }
      return { message: messages.eventRegistrationCancelled };
    });
  },

  async deleteEvent({ app, params, request, transaction }) {
    const row = await transaction(async (tx) => {
      const found = await tx
        .deleteFrom('events')
        .where('id', '=', rowId(params.id, messages.eventNotFound))
        .returning(['image_name', 'thumbnail_name'])
        .executeTakeFirst();
      if (!found) throw new HttpError(404, messages.eventNotFound);
      return found;
    });
    await removeFiles(app.files, [row.image_name, row.thumbnail_name], request.log);
    return { message: messages.deleted };
  },
};

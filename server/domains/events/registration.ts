/**
 * One household's registration for an event whose row the caller has locked (event-seats.ts):
 * seats when there are some, else the waitlist; a repeat keeps its place in it.
 */
import type { Kysely } from 'kysely';
import type { EventRegistration } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { moveWaitlistIn, seatsLeft } from './seats';
import type { LockedEvent } from './seats';

type Details = Omit<EventRegistration, 'user_id' | 'special_requests'> & {
  special_requests: string;
};

/**
 * A first registration takes seats when they are there, else joins the waitlist; a repeat
 * keeps its place: a registered household asking for more than is left keeps what it had
 * (409), and one asking for fewer, or a waitlisted one changing, may let the waitlist in.
 */
export async function seat(
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
    const extra = details.number_of_attendees - before.number_of_attendees;
    if (extra > seats) throw new HttpError(409, messages.eventNotEnoughSeats(seats));
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

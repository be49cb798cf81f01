/**
 * Seats and the waitlist (issue 21). Every change of an event's registrations — register,
 * update, cancel, an edit of the seats, a move-out — first locks the event's row, so they queue
 * one by one on PGlite and PostgreSQL alike: the count a change reads is still true when it
 * writes, and a registration's id (taken under the lock) is its place in the arrival order.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { tellMovedIn } from './event-notices';

/** Locks the event for a change of its registrations; undefined when there is none. */
export function lockEvent(tx: Kysely<Database>, id: number) {
  return tx.selectFrom('events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export type LockedEvent = NonNullable<Awaited<ReturnType<typeof lockEvent>>>;

/** The event, locked, or 404. */
export async function lockedEvent(tx: Kysely<Database>, id: number): Promise<LockedEvent> {
  const event = await lockEvent(tx, id);
  if (!event) throw new HttpError(404, messages.eventNotFound);
  return event;
}

/** Attendees holding seats (the waitlist holds none). */
export async function registeredAttendees(tx: Kysely<Database>, eventId: number): Promise<number> {
  const row = await tx
    .selectFrom('event_registrations')
    .select(sql<number>`coalesce(sum(number_of_attendees), 0)::int`.as('n'))
    .where('event_id', '=', eventId)
    .where('standing', '=', 'registered')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Seats still free; Infinity without a capacity. */
export async function seatsLeft(tx: Kysely<Database>, event: LockedEvent): Promise<number> {
  if (event.capacity === null) return Infinity;
  return Math.max(0, event.capacity - (await registeredAttendees(tx, event.id)));
}

/** 1 = next in. */
export async function waitlistPosition(
  tx: Kysely<Database>,
  eventId: number,
  registrationId: number,
): Promise<number> {
  const row = await tx
    .selectFrom('event_registrations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('event_id', '=', eventId)
    .where('standing', '=', 'waitlisted')
    .where('id', '<=', registrationId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Walks the waitlist in order and moves in each household that fits the seats left (one that
 * does not is skipped for the next that does), telling them. `quiet`: a resident who caused the
 * walk by changing their own registration hears it in the answer, not in the inbox.
 */
export async function moveWaitlistIn(
  tx: Kysely<Database>,
  event: LockedEvent,
  at: Date,
  quiet?: string,
): Promise<number> {
  let seats = await seatsLeft(tx, event);
  const waiting = await tx
    .selectFrom('event_registrations')
    .select(['id', 'user_phone', 'number_of_attendees'])
    .where('event_id', '=', event.id)
    .where('standing', '=', 'waitlisted')
    .orderBy('id')
    .execute();
  const moved: typeof waiting = [];
  for (const row of waiting) {
    if (seats <= 0) break;
    if (row.number_of_attendees > seats) continue;
    moved.push(row);
    seats -= row.number_of_attendees;
  }
  if (moved.length === 0) return 0;
  await tx
    .updateTable('event_registrations')
    .set({ standing: 'registered', updated_at: at })
    .where(
      'id',
      'in',
      moved.map((row) => row.id),
    )
    .execute();
  const told = moved.map((row) => row.user_phone).filter((phone) => phone !== quiet);
  await tellMovedIn(tx, event, told, at);
  return moved.length;
}

/**
 * A resident who moves out leaves the events still ahead: their registrations go (as a cancel
 * does) and each event's waitlist moves in. Events are locked in id order, as one at a time
 * would, so two move-outs never wait on each other crosswise.
 */
export async function leaveFutureEvents(
  tx: Kysely<Database>,
  phone: string,
  at: Date,
): Promise<number> {
  const mine = await tx
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select('r.event_id')
    .where('r.user_phone', '=', phone)
    .where('e.date', '>=', inIndia(at).date)
    .orderBy('r.event_id')
    .execute();
  for (const { event_id } of mine) {
    const event = await lockEvent(tx, event_id);
    if (!event) continue;
    await tx
      .deleteFrom('event_registrations')
      .where('event_id', '=', event_id)
      .where('user_phone', '=', phone)
      .execute();
    await moveWaitlistIn(tx, event, at);
  }
  return mine.length;
}

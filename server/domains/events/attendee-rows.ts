/**
 * Who is coming to an event, as the RWA reads it (issue 21): registered households first in
 * the order they came, then the waitlist in its order, each with its place; and the same rows
 * for the CSV the caterer and the door get.
 */
import type { Kysely } from 'kysely';
import type { EventRegistrationRow, EventRegistrations } from '../../../contract/events/attendees';
import type { eventRegistrationCsvColumns } from '../../../contract/events/attendees';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { indiaDateTime } from '../../platform/india-day';

export type EventRegistrationCsvRow = Record<(typeof eventRegistrationCsvColumns)[number], unknown>;

export async function eventRegistrations(
  db: Kysely<Database>,
  id: string,
): Promise<EventRegistrations & { title: string; date: string }> {
  const eventId = rowId(id, messages.eventNotFound);
  const event = await db
    .selectFrom('events')
    .select(['id', 'title', 'date', 'capacity'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw new HttpError(404, messages.eventNotFound);
  const rows = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    // 'registered' sorts before 'waitlisted'; within each, the order they arrived in.
    .orderBy('standing')
    .orderBy('id')
    .execute();
  let place = 0;
  const registrations = rows.map((row): EventRegistrationRow => ({
    registration_id: String(row.id),
    name: row.name,
    phone: row.phone,
    email: row.email,
    apartment_number: row.apartment_number,
    number_of_attendees: row.number_of_attendees,
    special_requests: row.special_requests,
    registered_at: row.created_at.toISOString(),
    standing: row.standing,
    waitlist_position: row.standing === 'waitlisted' ? ++place : null,
  }));
  const sum = (standing: EventRegistrationRow['standing']) =>
    registrations
      .filter((row) => row.standing === standing)
      .reduce((total, row) => total + row.number_of_attendees, 0);
  return {
    event_id: String(event.id),
    title: event.title,
    date: event.date,
    capacity: event.capacity,
    registered_attendees: sum('registered'),
    waitlisted_attendees: sum('waitlisted'),
    registrations,
  };
}

export const toCsvRow = (row: EventRegistrationRow): EventRegistrationCsvRow => ({
  standing: row.standing,
  waitlist_position: row.waitlist_position ?? '',
  apartment: row.apartment_number,
  name: row.name,
  phone: row.phone,
  email: row.email,
  attendees: row.number_of_attendees,
  special_requests: row.special_requests,
  registered_at: indiaDateTime(new Date(row.registered_at)),
});

/** "diwali-mela" for a file name; "event" when the title has no plain letters. */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug === '' ? 'event' : slug;
}

/**
 * Events as the API shows them (issue 21): the row with its seats counted — attendees holding
 * seats, households registered or waitlisted, the waitlist — and the caller's own registration
 * with its place, all in one grouped query so a list of events costs one round trip.
 */
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { eventDateProblems } from '../../../contract/events/events';
import type {
  Event,
  EventInput,
  EventListItem,
  RegistrationStanding,
} from '../../../contract/events/events';
import type { Database } from '../../platform/db/schema';
import type { EventsTable } from './tables';
import { HttpError } from '../../platform/http/http-error';
import { fileUrl } from '../../platform/files/uploads';

export type CountedEvent = Selectable<EventsTable> & {
  attendees: number;
  households: number;
  waitlisted: number;
};

export type EventRow = CountedEvent & {
  my_attendees: number | null;
  my_requests: string | null;
  my_standing: RegistrationStanding | null;
  my_position: number;
};

export function toEvent(row: CountedEvent): Event {
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
    attendees: row.attendees,
    capacity: row.capacity,
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.attendees),
    households: row.households,
    waitlisted: row.waitlisted,
  };
}

export function toEventListItem(row: EventRow): EventListItem {
  const standing = row.my_standing;
  return {
    ...toEvent(row),
    my_registration:
      standing === null
        ? null
        : {
            number_of_attendees: row.my_attendees ?? 0,
            special_requests: row.my_requests ?? '',
            standing,
            waitlist_position: standing === 'waitlisted' ? row.my_position : null,
          },
  };
}

/**
 * Events with their counts and `phone`'s registration. `m` is at most one row per event, so
 * it multiplies nothing; the place in the waitlist counts the waitlisted rows up to the caller's.
 */
export function selectEvents(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('events')
    .leftJoin('event_registrations as r', 'r.event_id', 'events.id')
    .leftJoin('event_registrations as m', (join) =>
      join.onRef('m.event_id', '=', 'events.id').on('m.user_phone', '=', phone),
    )
    .selectAll('events')
    .select([
      sql<number>`coalesce(sum(r.number_of_attendees)
        FILTER (WHERE r.standing = 'registered'), 0)::int`.as('attendees'),
      sql<number>`count(r.id)::int`.as('households'),
      sql<number>`count(r.id) FILTER (WHERE r.standing = 'waitlisted')::int`.as('waitlisted'),
      'm.number_of_attendees as my_attendees',
      'm.special_requests as my_requests',
      'm.standing as my_standing',
      sql<number>`count(r.id)
        FILTER (WHERE r.standing = 'waitlisted' AND r.id <= m.id)::int`.as('my_position'),
    ])
    .groupBy(['events.id', 'm.id']);
}

/** The columns create and edit write: deadline, organizer and contact belong to registration. */
export function eventColumns(input: EventInput) {
  const required = input.registrationRequired;
  return {
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
    capacity: input.capacity,
  };
}

/** The calendar and today's-date rules, before anything is stored. */
export function checkEventDates(input: EventInput, today: string): void {
  const problems = eventDateProblems(input, today);
  if (problems.length > 0) {
    throw new HttpError(400, problems.map((problem) => problem.message).join('; '));
  }
}

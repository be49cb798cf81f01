/**
 * Events and registration (SPEC.md §2 /events, /event-calendar, /event/{eventId}, /admin/events,
 * §3 Event, Event registration, §4 Event registration, §5, §7, §8, §9).
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  apartmentNumber,
  byId,
  freeText,
  isoDate,
  jsonField,
  optionalText,
  phoneNumber,
  requiredText,
} from '../platform/fields';
import { messages } from '../messages';
import { defineLifecycle } from '../requests/lifecycle';

export const eventCategories = ['Cultural', 'Sports', 'Community', 'Festival'] as const;
export type EventCategory = (typeof eventCategories)[number];
export const defaultEventCategory: EventCategory = 'Cultural';

export const MAX_ATTENDEES = 5;
export const MAX_CAPACITY = 10_000;

export const event = z.object({
  id: z.string(),
  title: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  /** Free text, e.g. '6:00 PM - 9:00 PM'. */
  time: z.string(),
  location: z.string(),
  description: z.string(),
  category: z.enum(eventCategories),
  registrationRequired: z.boolean(),
  /** yyyy-MM-dd, the last day to register (inclusive, India time); null: until the event. */
  registrationDeadline: z.string().nullable(),
  organizer: z.string(),
  contactEmail: z.string(),
  agenda: z.array(z.string()),
  imageUrl: z.string(),
  /** A small copy of the image for cards. */
  thumbnailUrl: z.string(),
  /** People registered so far (sum of attendees; the waitlist not counted). */
  attendees: z.number(),
  /** Seats (attendees) the event holds; null: no limit (issue 21). */
  capacity: z.number().nullable(),
  /** `capacity - attendees`, never below 0; null without a capacity. */
  seatsLeft: z.number().nullable(),
  /** Households registered or waitlisted: who is told of a change or of a deletion. */
  households: z.number(),
  /** Households on the waitlist. */
  waitlisted: z.number(),
});
export type Event = z.infer<typeof event>;

/**
 * What the RWA fills in. Dates against today are checked by `eventDateProblems`, which the form
 * and the server both call with today's date in India.
 */
export const eventFields = z.strictObject({
  title: requiredText('Title'),
  date: isoDate('Date'),
  time: requiredText('Time', 'name'),
  location: requiredText('Location'),
  description: requiredText('Description', 'description'),
  category: z.enum(eventCategories, { error: messages.eventCategoryInvalid }),
  registrationRequired: z.boolean().default(false),
  registrationDeadline: isoDate('Registration deadline').nullable().default(null),
  organizer: optionalText('Organizer', 'line'),
  contactEmail: freeText('Contact email', 'line')
    .refine((value) => value === '' || z.email().safeParse(value).success, messages.invalidEmail)
    .default(''),
  /** Seats (attendees); null or absent: no limit. */
  capacity: z
    .number({ error: messages.eventCapacity })
    .int(messages.eventCapacity)
    .min(1, messages.eventCapacity)
    .max(MAX_CAPACITY, messages.eventCapacity)
    .nullable()
    .default(null),
  /** One line per item; blank lines are dropped (SPEC.md §5). */
  agenda: z
    .array(freeText('Agenda item', 'line'))
    .max(50)
    .default([])
    .transform((lines) => lines.filter((line) => line !== '')),
});
export type EventFields = z.input<typeof eventFields>;
export type EventInput = z.output<typeof eventFields>;

/** Splits the agenda textarea as SPEC.md §5 says: by lines, blank lines dropped. */
export function splitAgenda(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export interface FieldProblem {
  path: 'date' | 'registrationDeadline';
  message: string;
}

/** The rules that need today's date (yyyy-MM-dd in India). */
export function eventDateProblems(
  input: Pick<EventInput, 'date' | 'registrationRequired' | 'registrationDeadline'>,
  today: string,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.date < today) problems.push({ path: 'date', message: messages.eventDateFuture });
  const deadline = input.registrationRequired ? input.registrationDeadline : null;
  if (deadline !== null && deadline < today) {
    problems.push({ path: 'registrationDeadline', message: messages.eventDeadlineFuture });
  } else if (deadline !== null && deadline > input.date) {
    problems.push({ path: 'registrationDeadline', message: messages.eventDeadlineAfterDate });
  }
  return problems;
}

/** SPEC.md §4: open when registration is required and the deadline is absent or not past. */
export function isRegistrationOpen(
  item: Pick<Event, 'registrationRequired' | 'registrationDeadline' | 'date'>,
  today: string,
): boolean {
  if (!item.registrationRequired) return false;
  return (item.registrationDeadline ?? item.date) >= today;
}

export const eventRegistration = z.strictObject({
  user_id: phoneNumber,
  name: requiredText('Name', 'name'),
  email: z.email(messages.invalidEmail).max(200),
  phone: phoneNumber,
  apartment_number: apartmentNumber,
  number_of_attendees: z
    .number({ error: messages.eventAttendees })
    .int(messages.eventAttendees)
    .min(1, messages.eventAttendees)
    .max(MAX_ATTENDEES, messages.eventAttendees),
  special_requests: optionalText('Special requests', 'comment'),
});
export type EventRegistration = z.input<typeof eventRegistration>;

/**
 * Where a registration stands: `registered` holds seats; `waitlisted` waits, first come first
 * served, and is moved in (and told) when seats free up.
 */
export const registrationStandings = ['registered', 'waitlisted'] as const;
export type RegistrationStanding = (typeof registrationStandings)[number];

/**
 * A second registration by the same resident for the same event updates the first (attendees,
 * requests) and says so: people change their plans, and one row per resident stays true.
 * `waitlisted`: the event was full; `waitlist_position` is the place (1 = next in).
 */
export const registrationResult = z.object({
  registration_id: z.string(),
  event_id: z.string(),
  number_of_attendees: z.number(),
  status: z.enum(['registered', 'updated', 'waitlisted']),
  waitlist_position: z.number().nullable(),
  message: z.string(),
});
export type RegistrationResult = z.infer<typeof registrationResult>;

/** The caller's own registration, on the list and the detail. */
export const myRegistration = z
  .object({
    number_of_attendees: z.number(),
    special_requests: z.string(),
    standing: z.enum(registrationStandings),
    /** 1 = next in; null while registered. */
    waitlist_position: z.number().nullable(),
  })
  .nullable();
export type MyRegistration = z.infer<typeof myRegistration>;

export const eventListItem = event.extend({ my_registration: myRegistration });
export type EventListItem = z.infer<typeof eventListItem>;

export const eventDetail = eventListItem;
export type EventDetail = z.infer<typeof eventDetail>;

export const listEvents = defineEndpoint({
  method: 'GET',
  path: 'events/events',
  access: 'member',
  response: z.array(eventListItem),
  failure: messages.eventsFetchFailed,
});

export const getEvent = defineEndpoint({
  method: 'GET',
  path: 'events/events/:id',
  access: 'member',
  params: byId,
  response: eventDetail,
  failure: messages.eventFetchFailed,
});

/** The multipart text of create and edit: `event` is the JSON of `eventFields`. */
export const eventForm = z.strictObject({
  event: jsonField(eventFields, messages.eventCreateFailed, 'event'),
});

/** Multipart: `event` is the JSON of `eventFields`, `image` the JPEG/PNG (SPEC.md §7). */
export const createEvent = defineEndpoint({
  method: 'POST',
  path: 'events/create_events',
  access: 'rwa',
  bodyType: 'multipart',
  body: eventForm,
  upload: {
    field: 'image',
    rule: 'image',
    missing: messages.eventImageRequired,
    wrongType: messages.eventImageRequired,
  },
  created: 'always',
  response: event,
  failure: messages.eventCreateFailed,
  audit: { action: 'event.create', target: 'event' },
});

export const registerForEvent = defineEndpoint({
  method: 'POST',
  path: 'events/events/:id/register',
  access: 'member',
  params: byId,
  body: eventRegistration,
  created: 'when-new',
  response: registrationResult,
  idempotent: true,
  failure: messages.eventRegisterFailed,
});

/** A registration: the household may cancel it while the event is ahead. */
export const registrationLifecycle = defineLifecycle({
  states: ['Registered', 'Cancelled'],
  initial: 'Registered',
  moves: [{ from: ['Registered'], to: 'Cancelled', by: 'owner' }],
});

/** Cancels the caller's own registration for an event that has not yet taken place. */
export const cancelRegistration = defineEndpoint({
  method: 'DELETE',
  path: 'events/events/:id/register',
  access: 'member',
  params: byId,
  response: z.object({ message: z.string() }),
  idempotent: true,
  failure: messages.eventCancelFailed,
});

export const deleteEvent = defineEndpoint({
  method: 'DELETE',
  path: 'events/events/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.eventDeleteFailed,
  audit: { action: 'event.delete', target: 'event' },
});

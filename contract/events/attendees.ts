/**
 * Running an event (issue 21): the RWA edits it, sees who is coming and downloads the list.
 * Seats and the waitlist live on the event and its registrations (contract/events/events.ts).
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId } from '../platform/fields';
import { event, eventForm, registrationStandings } from './events';
import { messages } from '../messages';

/**
 * Every field of create, with the same rules and messages; the image may be left out to keep
 * the one there. Registrations survive; a change of date, time or place tells every household
 * registered or waitlisted. Seats fewer than those already registered are refused
 * (`eventCapacityBelowRegistered`); more seats move the waitlist in, in order.
 */
export const updateEvent = defineEndpoint({
  method: 'PUT',
  path: 'events/events/:id',
  access: 'rwa',
  params: byId,
  bodyType: 'multipart',
  body: eventForm,
  upload: {
    field: 'image',
    rule: 'image',
    missing: messages.eventImageRequired,
    wrongType: messages.eventImageRequired,
    optional: true,
  },
  response: event,
  failure: messages.eventUpdateFailed,
  audit: { action: 'event.update', target: 'event' },
});

export const eventRegistrationRow = z.object({
  registration_id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  apartment_number: z.string(),
  number_of_attendees: z.number(),
  special_requests: z.string(),
  /** ISO instant of the first registration (the waitlist's order). */
  registered_at: z.string(),
  standing: z.enum(registrationStandings),
  /** 1 = next in; null while registered. */
  waitlist_position: z.number().nullable(),
});
export type EventRegistrationRow = z.infer<typeof eventRegistrationRow>;

/** Registered rows first (in arrival order), then the waitlist in its order. */
export const eventRegistrations = z.object({
  event_id: z.string(),
  capacity: z.number().nullable(),
  registered_attendees: z.number(),
  waitlisted_attendees: z.number(),
  registrations: z.array(eventRegistrationRow),
});
export type EventRegistrations = z.infer<typeof eventRegistrations>;

export const listEventRegistrations = defineEndpoint({
  method: 'GET',
  path: 'events/events/:id/registrations',
  access: 'rwa',
  params: byId,
  response: eventRegistrations,
  failure: messages.eventRegistrationsFailed,
});

/** The same rows as CSV, in the same order, for the caterer and the door. */
export const exportEventRegistrations = defineEndpoint({
  method: 'GET',
  path: 'events/events/:id/registrations.csv',
  access: 'rwa',
  params: byId,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.eventRegistrationsFailed,
});

export const eventRegistrationCsvColumns = [
  'standing',
  'waitlist_position',
  'apartment',
  'name',
  'phone',
  'email',
  'attendees',
  'special_requests',
  'registered_at',
] as const;

/**
 * Shared setup for the tests of running an event (issue 21): households signed in without the
 * OTP round trip (fifty of them race for seats), events made and edited through the API, and
 * the notices each household got, read from its inbox.
 */
import type { Event, EventFields, RegistrationResult } from '../../contract/events/events';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { addUser, bearer, tokenFor } from './helper';
import { jpeg, multipart, postForm } from './content-support';
import type { ContentApp, FilePart } from './content-support';

export interface Household {
  phone: string;
  apartment: string;
  token: string;
}

let serial = 0;

/** `count` new households, each one resident in an apartment of their own, signed in. */
export async function households(t: ContentApp, count: number): Promise<Household[]> {
  const made: Household[] = [];
  for (let i = 0; i < count; i += 1) {
    serial += 1;
    const who = { phone: `95${String(serial).padStart(8, '0')}`, apartment: `E${serial}` };
    await addUser(t, who);
    made.push({ ...who, token: await tokenFor(t, who.phone) });
  }
  return made;
}

export const eventFields = (t: ContentApp, overrides: Partial<EventFields> = {}): EventFields => ({
  title: 'Diwali dinner',
  date: addDays(inIndia(t.clock.now()).date, 10),
  time: '7:00 PM',
  location: 'Clubhouse',
  description: 'Dinner under the lights.',
  category: 'Festival',
  registrationRequired: true,
  ...overrides,
});

export async function createEvent(
  t: ContentApp,
  overrides: Partial<EventFields> = {},
): Promise<Event> {
  const form = multipart({ event: JSON.stringify(eventFields(t, overrides)) }, [
    { field: 'image', name: 'e.jpg', bytes: await jpeg() },
  ]);
  const response = await postForm(t, '/api/events/create_events', form, t.rwa);
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json<Event>();
}

/** PUT events/events/:id, the multipart edit; `fields` as JSON, or raw text to send as is. */
export function putEvent(
  t: ContentApp,
  id: string,
  fields: object | string,
  options: { image?: FilePart; token?: string } = {},
) {
  const form = multipart(
    { event: typeof fields === 'string' ? fields : JSON.stringify(fields) },
    options.image ? [options.image] : [],
  );
  return t.app.inject({
    method: 'PUT',
    url: `/api/events/events/${id}`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(options.token ?? t.rwa) },
  });
}

export const registration = (who: Household, attendees = 1) => ({
  user_id: who.phone,
  name: `Resident ${who.apartment}`,
  email: `${who.phone}@example.com`,
  phone: who.phone,
  apartment_number: who.apartment,
  number_of_attendees: attendees,
  special_requests: '',
});

export function register(
  t: ContentApp,
  eventId: string,
  who: Household,
  attendees = 1,
  key?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/events/${eventId}/register`,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: registration(who, attendees),
  });
}

export async function registered(
  t: ContentApp,
  eventId: string,
  who: Household,
  attendees = 1,
): Promise<RegistrationResult> {
  const response = await register(t, eventId, who, attendees);
  if (response.statusCode >= 300) throw new Error(`register: ${response.body}`);
  return response.json<RegistrationResult>();
}

export function cancel(t: ContentApp, eventId: string, who: Household, key?: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/events/events/${eventId}/register`,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** The notices in `who`'s inbox of one kind (event_seat, event_changed, event_cancelled). */
export function noticesOf(t: ContentApp, who: Household, kind: string) {
  return t.db
    .selectFrom('notifications')
    .select(['title', 'body', 'url', 'category'])
    .where('user_phone', '=', who.phone)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

/** Each registration of an event as (phone, standing), in id order: arrival order. */
export function standings(t: ContentApp, eventId: string) {
  return t.db
    .selectFrom('event_registrations')
    .select(['id', 'user_phone', 'standing', 'number_of_attendees'])
    .where('event_id', '=', Number(eventId))
    .orderBy('id')
    .execute();
}

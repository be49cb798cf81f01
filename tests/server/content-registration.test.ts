/**
 * Event registration (SPEC.md §4 Event registration, §9 attendees 1 to 5): a resident registers
 * themselves while registration is open; a repeat updates the first; a replayed
 * Idempotency-Key writes nothing twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Event,
  EventDetail,
  EventRegistration,
  RegistrationResult,
} from '../../contract/events/events';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { messages } from '../../contract/messages';
import { bearer } from './helper';
import { buildContent, get, jpeg, multipart, postForm } from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
let today: string;
/** Deadline a week ahead; open until the event; no registration. */
let withDeadline: Event;
let untilEvent: Event;
let noRegistration: Event;

async function createEvent(overrides: object): Promise<Event> {
  const event = {
    title: 'Event',
    date: addDays(today, 10),
    time: '6 PM',
    location: 'Clubhouse',
    description: 'Come along',
    category: 'Community',
    ...overrides,
  };
  const form = multipart({ event: JSON.stringify(event) }, [
    { field: 'image', name: 'e.jpg', bytes: await jpeg() },
  ]);
  return (await postForm(t, '/api/events/create_events', form, t.rwa)).json<Event>();
}

beforeAll(async () => {
  t = await buildContent();
  today = inIndia(t.clock.now()).date;
  withDeadline = await createEvent({
    registrationRequired: true,
    registrationDeadline: addDays(today, 7),
  });
  untilEvent = await createEvent({ registrationRequired: true, date: addDays(today, 3) });
  noRegistration = await createEvent({ registrationRequired: false });
});
afterAll(() => t.close());

const arjun: EventRegistration = {
  user_id: '9000000002',
  name: 'Arjun Sharma',
  email: 'arjun@example.com',
  phone: '9000000002',
  apartment_number: 'A101',
  number_of_attendees: 2,
  special_requests: 'One vegetarian meal',
};

const register = (eventId: string, body: object, token = t.member, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/events/${eventId}/register`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const rowsOf = (eventId: string) =>
  t.db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', Number(eventId))
    .execute();
const detail = async (eventId: string, token = t.member) =>
  (await get(t, `/api/events/events/${eventId}`, token)).json<EventDetail>();

describe('registering', () => {
  it('registers the caller and counts the attendees', async () => {
    const response = await register(withDeadline.id, arjun);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      registration_id: expect.stringMatching(/^\d+$/),
      event_id: withDeadline.id,
      number_of_attendees: 2,
      status: 'registered',
      waitlist_position: null,
      message: messages.eventRegistered,
    });
    const event = await detail(withDeadline.id);
    expect(event.attendees).toBe(2);
    expect(event.my_registration).toEqual({
      number_of_attendees: 2,
      special_requests: 'One vegetarian meal',
      standing: 'registered',
      waitlist_position: null,
    });
    expect((await detail(withDeadline.id, t.otherMember)).my_registration).toBeNull();
  });

  it('updates the first registration on a repeat: one row, new attendees, status updated', async () => {
    const response = await register(withDeadline.id, { ...arjun, number_of_attendees: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json<RegistrationResult>()).toMatchObject({
      number_of_attendees: 4,
      status: 'updated',
      message: messages.eventRegistrationUpdated,
    });
    const rows = await rowsOf(withDeadline.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.number_of_attendees).toBe(4);
    expect((await detail(withDeadline.id)).attendees).toBe(4);
  });

  it('sums the attendees of every resident', async () => {
    const rahul = {
      ...arjun,
      user_id: '9000000004',
      phone: '9000000004',
      apartment_number: 'C303',
      number_of_attendees: 3,
    };
    expect((await register(withDeadline.id, rahul, t.otherMember)).statusCode).toBe(201);
    const listed = (await get(t, '/api/events/events', t.member)).json<Event[]>();
    expect(listed.find((event) => event.id === withDeadline.id)?.attendees).toBe(7);
  });

  it.each([0, 6, 2.5])('refuses %s attendees', async (count) => {
    const response = await register(untilEvent.id, { ...arjun, number_of_attendees: count });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `number_of_attendees: ${messages.eventAttendees}` });
    expect(await rowsOf(untilEvent.id)).toEqual([]);
  });

  it('refuses a bad email and a missing name', async () => {
    const bad = await register(untilEvent.id, { ...arjun, email: 'nope' });
    expect(bad.json()).toEqual({ detail: `email: ${messages.invalidEmail}` });
    const blank = await register(untilEvent.id, { ...arjun, name: ' ' });
    expect(blank.json()).toEqual({ detail: 'name: Name is required' });
  });

  it('refuses registering someone else, or another apartment', async () => {
    for (const body of [
      { ...arjun, user_id: '9000000004' },
      { ...arjun, apartment_number: 'C303' },
    ]) {
      const response = await register(untilEvent.id, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: messages.eventRegisterForYourself });
    }
    expect(await rowsOf(untilEvent.id)).toEqual([]);
  });

  it('refuses an event that takes no registrations, and one that does not exist', async () => {
    const none = await register(noRegistration.id, arjun);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: messages.eventNoRegistration });
    const missing = await register('987654', arjun);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: messages.eventNotFound });
  });
});

describe('an Idempotency-Key', () => {
  it('replays the first answer without writing again', async () => {
    const key = randomUUID();
    const body = { ...arjun, number_of_attendees: 1 };
    const first = await register(untilEvent.id, body, t.member, key);
    expect(first.statusCode).toBe(201);
    const [row] = await rowsOf(untilEvent.id);
    t.clock.advance(60_000);
    const again = await register(untilEvent.id, body, t.member, key);
    // A second write would have answered 200 'updated' and moved updated_at.
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(untilEvent.id)).toEqual([row]);
  });
});

describe('when registration closes', () => {
  it('stays open on the deadline day and closes the day after, in India time', async () => {
    // 2030-03-11 23:59 in India is 18:29 UTC.
    const deadlineEvening = new Date(`${addDays(today, 7)}T18:29:00.000Z`);
    t.clock.advance(deadlineEvening.getTime() - t.clock.now().getTime());
    expect((await register(withDeadline.id, arjun)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const closed = await register(withDeadline.id, arjun);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: messages.eventRegistrationClosed });
  });

  it('closes after the event day when there is no deadline', async () => {
    const response = await register(untilEvent.id, arjun);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: messages.eventRegistrationClosed });
  });
});

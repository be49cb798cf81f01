/** Events (SPEC.md §2 /events, /event/{eventId}, §5 Admin: content, §7 Events): the RWA creates, members read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, EventDetail, EventFields } from '../../contract/events/events';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { messages } from '../../contract/messages';
import {
  buildContent,
  countRows,
  del,
  get,
  jpeg,
  multipart,
  nameOf,
  postForm,
  storedFiles,
} from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
let today: string;
let image: Buffer;
beforeAll(async () => {
  t = await buildContent();
  today = inIndia(t.clock.now()).date;
  image = await jpeg(800, 600);
});
afterAll(() => t.close());

const fields = (overrides: Partial<EventFields> = {}): EventFields => ({
  title: 'Holi celebration',
  date: addDays(today, 10),
  time: '10:00 AM - 2:00 PM',
  location: 'Central lawn',
  description: 'Colours, music and thandai.',
  category: 'Festival',
  ...overrides,
});
const create = (event: unknown, token = t.rwa, withImage = true) =>
  postForm(
    t,
    '/api/events/create_events',
    multipart(
      { event: typeof event === 'string' ? event : JSON.stringify(event) },
      withImage ? [{ field: 'image', name: 'holi.jpg', bytes: image }] : [],
    ),
    token,
  );
const list = async () => (await get(t, '/api/events/events', t.member)).json<Event[]>();

describe('who may see and change events', () => {
  it('refuses a stranger the list and the details', async () => {
    expect((await get(t, '/api/events/events')).statusCode).toBe(401);
    expect((await get(t, '/api/events/events/1')).statusCode).toBe(401);
  });

  it('refuses a member creating or deleting an event', async () => {
    expect((await create(fields(), t.member)).statusCode).toBe(403);
    expect((await del(t, '/api/events/events/1', t.member)).statusCode).toBe(403);
  });
});

describe('creating an event', () => {
  it('stores every field, the image and its thumbnail, with no one registered yet', async () => {
    const input = fields({
      registrationRequired: true,
      registrationDeadline: addDays(today, 7),
      organizer: 'Cultural Committee',
      contactEmail: 'culture@example.com',
      agenda: ['10:00 Colours', '  ', '', '12:00 Lunch'],
    });
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    const event = response.json<Event>();
    expect(event).toEqual({
      ...input,
      id: expect.stringMatching(/^\d+$/),
      agenda: ['10:00 Colours', '12:00 Lunch'],
      imageUrl: expect.stringMatching(/^files\/[\w-]{22}\.jpg$/),
      thumbnailUrl: expect.stringMatching(/^files\/[\w-]{22}\.jpg$/),
      attendees: 0,
      capacity: null,
      seatsLeft: null,
      households: 0,
      waitlisted: 0,
    });
    expect(await list()).toContainEqual({ ...event, my_registration: null });
  });

  it('drops deadline, organizer and contact when registration is not required', async () => {
    const input = fields({
      registrationRequired: false,
      registrationDeadline: addDays(today, 3),
      organizer: 'Someone',
      contactEmail: 'someone@example.com',
    });
    const event = (await create(input)).json<Event>();
    expect(event).toMatchObject({
      registrationRequired: false,
      registrationDeadline: null,
      organizer: '',
      contactEmail: '',
    });
  });

  it('accepts an event today with a deadline today', async () => {
    const input = fields({ date: today, registrationRequired: true, registrationDeadline: today });
    expect((await create(input)).statusCode).toBe(201);
  });

  it.each([
    ['a past date', { date: addDays('2030-03-04', -1) }, messages.eventDateFuture],
    [
      'a past deadline',
      { registrationRequired: true, registrationDeadline: addDays('2030-03-04', -1) },
      messages.eventDeadlineFuture,
    ],
    [
      'a deadline after the event',
      { registrationRequired: true, registrationDeadline: addDays('2030-03-04', 11) },
      messages.eventDeadlineAfterDate,
    ],
    ['a date that does not exist', { date: '2030-02-30' }, 'event.date: Date is not a real date'],
    ['a blank title', { title: ' ' }, 'event.title: Title is required'],
    ['no time', { time: '' }, 'event.time: Time is required'],
    ['no location', { location: '' }, 'event.location: Location is required'],
    ['no description', { description: '' }, 'event.description: Description is required'],
    [
      'an unknown category',
      { category: 'Party' },
      `event.category: ${messages.eventCategoryInvalid}`,
    ],
    ['no seats', { capacity: 0 }, `event.capacity: ${messages.eventCapacity}`],
    [
      'a bad contact email',
      { contactEmail: 'not-an-email' },
      `event.contactEmail: ${messages.invalidEmail}`,
    ],
  ])('refuses %s, storing nothing', async (_case, overrides, detail) => {
    const [rows, files] = [await countRows(t.db, 'events'), await storedFiles(t)];
    const response = await create(fields(overrides as Partial<EventFields>));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await countRows(t.db, 'events')).toBe(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses an event field that is not JSON', async () => {
    const response = await create('{title:');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'event: event must be JSON' });
  });

  it('needs an image ("Please select an image for the event")', async () => {
    const response = await create(fields(), t.rwa, false);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.eventImageRequired });
  });
});

describe('reading events', () => {
  it('lists by date, then by id', async () => {
    await create(fields({ title: 'Later', date: addDays(today, 20) }));
    await create(fields({ title: 'Sooner', date: addDays(today, 1) }));
    const events = await list();
    const keys = events.map((event) => [event.date, Number(event.id)] as const);
    expect(keys).toEqual([...keys].sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1)));
  });

  it('gives one event with the caller’s registration (none yet)', async () => {
    const event = (await create(fields({ registrationRequired: true }))).json<Event>();
    const response = await get(t, `/api/events/events/${event.id}`, t.member);
    expect(response.statusCode).toBe(200);
    expect(response.json<EventDetail>()).toEqual({ ...event, my_registration: null });
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await get(t, '/api/events/events/99999', t.member);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.eventNotFound });
  });
});

describe('deleting an event', () => {
  it('removes the event, its registrations and its image files, and says who was told', async () => {
    const event = (await create(fields({ registrationRequired: true }))).json<Event>();
    await t.app.inject({
      method: 'POST',
      url: `/api/events/events/${event.id}/register`,
      headers: { authorization: `Bearer ${t.member}` },
      payload: {
        user_id: '9000000002',
        name: 'Arjun Sharma',
        email: 'arjun@example.com',
        phone: '9000000002',
        apartment_number: 'A101',
        number_of_attendees: 2,
      },
    });
    const response = await del(t, `/api/events/events/${event.id}`, t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.eventDeletedTold(1) });
    expect((await get(t, `/api/events/events/${event.id}`, t.member)).statusCode).toBe(404);
    const registrations = await t.db
      .selectFrom('event_registrations')
      .select('id')
      .where('event_id', '=', Number(event.id))
      .execute();
    expect(registrations).toEqual([]);
    const files = await storedFiles(t);
    expect(files).not.toContain(nameOf(event.imageUrl));
    expect(files).not.toContain(nameOf(event.thumbnailUrl));
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await del(t, '/api/events/events/99999', t.rwa);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.eventNotFound });
  });
});

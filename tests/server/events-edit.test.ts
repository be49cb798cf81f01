/**
 * Editing an event (issue 21): the same rules and messages as create, every registration kept,
 * the households told when the day, time or place changes (and only then), the image kept
 * unless a new one is sent, and seats never fewer than the people already registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, EventDetail } from '../../contract/events/events';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { messages } from '../../contract/messages';
import { buildContent, get, jpeg, nameOf, storedFiles } from './content-support';
import type { ContentApp } from './content-support';
import {
  createEvent,
  eventFields,
  households,
  noticesOf,
  putEvent,
  registered,
  standings,
} from './events-support';
import type { Household } from './events-support';

let t: ContentApp;
let today: string;
beforeAll(async () => {
  t = await buildContent();
  today = inIndia(t.clock.now()).date;
});
afterAll(() => t.close());

const detail = async (eventId: string, token = t.member) =>
  (await get(t, `/api/events/events/${eventId}`, token)).json<EventDetail>();

/** An event of two seats: one household holding both, one waiting. */
async function fullEvent(): Promise<{ event: Event; seated: Household; waiting: Household }> {
  const event = await createEvent(t, { capacity: 2 });
  const [seated, waiting] = await households(t, 2);
  await registered(t, event.id, seated!, 2);
  await registered(t, event.id, waiting!, 1);
  return { event, seated: seated!, waiting: waiting! };
}

describe('an edit of the day, time or place', () => {
  it('keeps every registration and tells each household the old day and the new', async () => {
    const { event, seated, waiting } = await fullEvent();
    const before = await standings(t, event.id);
    // Today is Mon 4 Mar 2030 in the tests' clock: ten days on is a Thursday, eleven a Friday.
    const fields = eventFields(t, { capacity: 2, date: addDays(today, 11) });
    const response = await putEvent(t, event.id, fields);
    expect(response.statusCode).toBe(200);
    expect(response.json<Event>()).toMatchObject({
      id: event.id,
      date: addDays(today, 11),
      attendees: 2,
      capacity: 2,
      seatsLeft: 0,
      households: 2,
      waitlisted: 1,
      imageUrl: event.imageUrl,
    });
    expect(await standings(t, event.id)).toEqual(before);
    for (const who of [seated, waiting]) {
      expect(await noticesOf(t, who, 'event_changed')).toEqual([
        {
          title: 'Diwali dinner has changed',
          body: 'Diwali dinner moved from Thu 14 Mar to Fri 15 Mar, 7:00 PM at Clubhouse',
          url: `/event/${event.id}`,
          category: 'requests',
        },
      ]);
    }
  });

  // The event was on Thu 14 Mar, 7:00 PM at Clubhouse; each notice names only what changed.
  // `days`: the new date, that many days after today.
  it.each<[string, { days?: number; time?: string; location?: string }, string]>([
    [
      'the time only',
      { time: '6:30 PM - 10:00 PM' },
      'Diwali dinner on Thu 14 Mar now runs 6:30 PM - 10:00 PM (was 7:00 PM), at Clubhouse',
    ],
    [
      'the place only',
      { location: 'Central Lawn' },
      'Diwali dinner on Thu 14 Mar, 7:00 PM moved from Clubhouse to Central Lawn',
    ],
    [
      'the day and the place',
      { days: 11, location: 'Central Lawn' },
      'Diwali dinner moved from Thu 14 Mar at Clubhouse to Fri 15 Mar, 7:00 PM at Central Lawn',
    ],
    [
      'the time and the place',
      { time: '8:00 PM', location: 'Central Lawn' },
      'Diwali dinner on Thu 14 Mar now runs 8:00 PM at Central Lawn (was 7:00 PM at Clubhouse)',
    ],
    [
      'the day, time and place',
      { days: 12, time: '8:00 PM', location: 'Central Lawn' },
      'Diwali dinner moved from Thu 14 Mar, 7:00 PM at Clubhouse to Sat 16 Mar, 8:00 PM at Central Lawn',
    ],
  ])('tells of a change of %s, the old and the new', async (_change, change, body) => {
    const { event, seated } = await fullEvent();
    const { days, ...rest } = change;
    const moved = { ...rest, ...(days === undefined ? {} : { date: addDays(today, days) }) };
    expect(
      (await putEvent(t, event.id, eventFields(t, { capacity: 2, ...moved }))).statusCode,
    ).toBe(200);
    const notices = await noticesOf(t, seated, 'event_changed');
    expect(notices.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'Diwali dinner has changed', body },
    ]);
  });

  it('tells no one when only the description changes', async () => {
    const { event, seated, waiting } = await fullEvent();
    const fields = eventFields(t, { capacity: 2, description: 'Now with a band.' });
    expect((await putEvent(t, event.id, fields)).statusCode).toBe(200);
    expect((await detail(event.id)).description).toBe('Now with a band.');
    expect(await noticesOf(t, seated, 'event_changed')).toEqual([]);
    expect(await noticesOf(t, waiting, 'event_changed')).toEqual([]);
  });
});

describe('seats on an edit', () => {
  it('refuses fewer seats than people registered, changing nothing', async () => {
    const { event } = await fullEvent();
    const fields = eventFields(t, { capacity: 1, title: 'Renamed' });
    const response = await putEvent(t, event.id, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.eventCapacityBelowRegistered(2) });
    expect(await detail(event.id)).toMatchObject({ title: 'Diwali dinner', capacity: 2 });
  });

  it('moves the waitlist in when seats grow, and tells them', async () => {
    const { event, waiting } = await fullEvent();
    const response = await putEvent(t, event.id, eventFields(t, { capacity: 3 }));
    expect(response.json<Event>()).toMatchObject({ attendees: 3, seatsLeft: 0, waitlisted: 0 });
    expect(await noticesOf(t, waiting, 'event_seat')).toHaveLength(1);
  });

  it.each([['"abc"'], ['0'], ['1.5']])('refuses %s seats with the seats message', async (raw) => {
    const { event } = await fullEvent();
    const fields = JSON.stringify(eventFields(t)).replace(/}$/, `,"capacity":${raw}}`);
    const response = await putEvent(t, event.id, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `event.capacity: ${messages.eventCapacity}` });
    expect((await detail(event.id)).capacity).toBe(2);
  });
});

describe('the rest of an edit', () => {
  it('keeps the image when none is sent, and replaces it (old files gone) when one is', async () => {
    const event = await createEvent(t);
    const kept = await putEvent(t, event.id, eventFields(t, { title: 'Kept image' }));
    expect(kept.json<Event>()).toMatchObject({
      imageUrl: event.imageUrl,
      thumbnailUrl: event.thumbnailUrl,
    });
    const image = { field: 'image', name: 'new.jpg', bytes: await jpeg(10, 8) };
    const replaced = (await putEvent(t, event.id, eventFields(t), { image })).json<Event>();
    expect(replaced.imageUrl).not.toBe(event.imageUrl);
    const files = await storedFiles(t);
    expect(files).toContain(nameOf(replaced.imageUrl));
    expect(files).toContain(nameOf(replaced.thumbnailUrl));
    expect(files).not.toContain(nameOf(event.imageUrl));
    expect(files).not.toContain(nameOf(event.thumbnailUrl));
  });

  it('holds the same date rules as create', async () => {
    const event = await createEvent(t);
    const response = await putEvent(t, event.id, eventFields(t, { date: addDays(today, -1) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.eventDateFuture });
  });

  it('is for the RWA only, and answers 404 for an event that does not exist', async () => {
    const event = await createEvent(t);
    const member = await putEvent(t, event.id, eventFields(t, { title: 'Mine' }), {
      token: t.member,
    });
    expect(member.statusCode).toBe(403);
    const missing = await putEvent(t, '99999', eventFields(t));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: messages.eventNotFound });
    expect((await detail(event.id)).title).toBe('Diwali dinner');
  });
});

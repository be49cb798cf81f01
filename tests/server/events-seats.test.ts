/**
 * Seats and the waitlist (issue 21): registrations take seats until the capacity, the rest
 * wait in the order they arrived — under a 50-way race too — and seats that free up go down
 * the waitlist in order, skipping a household that does not fit for the next that does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, RegistrationResult } from '../../contract/events/events';
import { messages } from '../../contract/messages';
import { buildContent, get } from './content-support';
import type { ContentApp } from './content-support';
import {
  cancel,
  createEvent,
  households,
  noticesOf,
  register,
  registered,
  standings,
} from './events-support';
import type { Household } from './events-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
});
afterAll(() => t.close());

const detail = async (eventId: string, who: Household) =>
  (await get(t, `/api/events/events/${eventId}`, who.token)).json<EventDetail>();

describe('fifty households racing for the last ten seats', () => {
  let eventId: string;
  let racers: Household[];
  let results: RegistrationResult[];

  beforeAll(async () => {
    const event = await createEvent(t, { capacity: 14 });
    eventId = event.id;
    const [early] = await households(t, 1);
    await registered(t, eventId, early!, 4);
    racers = await households(t, 50);
    const responses = await Promise.all(racers.map((who) => register(t, eventId, who)));
    expect(responses.map((response) => response.statusCode)).toEqual(racers.map(() => 201));
    results = responses.map((response) => response.json<RegistrationResult>());
  });

  it('seats exactly ten and never more than the capacity', async () => {
    expect(results.filter((result) => result.status === 'registered')).toHaveLength(10);
    const rows = await standings(t, eventId);
    const seated = rows.filter((row) => row.standing === 'registered');
    expect(seated.reduce((sum, row) => sum + row.number_of_attendees, 0)).toBe(14);
    const event = await detail(eventId, racers[0]!);
    expect(event).toMatchObject({ attendees: 14, seatsLeft: 0, households: 51, waitlisted: 40 });
  });

  it('waitlists the other forty in the order they arrived', async () => {
    const rows = await standings(t, eventId);
    // Ids are taken under the event's lock: the order the registrations went in.
    const lastSeated = Math.max(
      ...rows.filter((r) => r.standing === 'registered').map((r) => r.id),
    );
    const waiting = rows.filter((row) => row.standing === 'waitlisted');
    expect(waiting.every((row) => row.id > lastSeated)).toBe(true);
    const waitlisted = results.filter((result) => result.status === 'waitlisted');
    const byArrival = [...waitlisted].sort(
      (a, b) => Number(a.registration_id) - Number(b.registration_id),
    );
    expect(byArrival.map((result) => result.waitlist_position)).toEqual(
      waiting.map((_, index) => index + 1),
    );
    for (const result of waitlisted) {
      expect(result.message).toBe(messages.eventWaitlisted(result.waitlist_position ?? 0));
    }
  });

  it('moves the first waitlisted household in when a seated one cancels, and tells it', async () => {
    const seated = racers.filter((_, i) => results[i]?.status === 'registered');
    const waiting = racers
      .map((who, i) => ({ who, position: results[i]?.waitlist_position ?? 0 }))
      .filter((entry) => entry.position > 0)
      .sort((a, b) => a.position - b.position)
      .map((entry) => entry.who);
    expect((await cancel(t, eventId, seated[0]!)).statusCode).toBe(200);
    expect((await detail(eventId, waiting[0]!)).my_registration).toMatchObject({
      standing: 'registered',
      waitlist_position: null,
    });
    expect(await noticesOf(t, waiting[0]!, 'event_seat')).toEqual([
      {
        title: 'A seat freed up: Diwali dinner',
        body: expect.stringContaining('You are registered.'),
        url: `/event/${eventId}`,
        category: 'requests',
      },
    ]);
    expect((await detail(eventId, waiting[1]!)).my_registration?.waitlist_position).toBe(1);
    expect(await noticesOf(t, waiting[1]!, 'event_seat')).toEqual([]);

    expect((await cancel(t, eventId, seated[1]!)).statusCode).toBe(200);
    expect((await detail(eventId, waiting[1]!)).my_registration?.standing).toBe('registered');
    expect((await detail(eventId, waiting[2]!)).my_registration?.waitlist_position).toBe(1);
    expect(await detail(eventId, waiting[2]!)).toMatchObject({ attendees: 14, waitlisted: 38 });
  });
});

describe('seats that free up', () => {
  it('skip a household that does not fit for the next one that does', async () => {
    const { id } = await createEvent(t, { capacity: 5 });
    const [a, b, big, small] = await households(t, 4);
    await registered(t, id, a!, 3);
    await registered(t, id, b!, 2);
    expect(await registered(t, id, big!, 3)).toMatchObject({ waitlist_position: 1 });
    expect(await registered(t, id, small!, 1)).toMatchObject({ waitlist_position: 2 });
    expect((await cancel(t, id, b!)).statusCode).toBe(200);
    expect((await detail(id, small!)).my_registration?.standing).toBe('registered');
    expect((await detail(id, big!)).my_registration).toMatchObject({
      standing: 'waitlisted',
      waitlist_position: 1,
    });
    expect(await detail(id, a!)).toMatchObject({ attendees: 4, seatsLeft: 1, waitlisted: 1 });
  });

  it('come from a seated household asking for fewer, and its own answer says so', async () => {
    const { id } = await createEvent(t, { capacity: 4 });
    const [a, waiting] = await households(t, 2);
    await registered(t, id, a!, 4);
    expect(await registered(t, id, waiting!, 2)).toMatchObject({ status: 'waitlisted' });
    expect(await registered(t, id, a!, 2)).toMatchObject({ status: 'updated' });
    expect((await detail(id, waiting!)).my_registration?.standing).toBe('registered');
  });
});

describe('a household changing its registration', () => {
  it('keeps what it had when it asks for more seats than are left', async () => {
    const { id } = await createEvent(t, { capacity: 6 });
    const [a, b] = await households(t, 2);
    await registered(t, id, a!, 3);
    await registered(t, id, b!, 2);
    const more = await register(t, id, a!, 5);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ detail: messages.eventNotEnoughSeats(1) });
    expect((await detail(id, a!)).my_registration?.number_of_attendees).toBe(3);
    expect(await registered(t, id, a!, 4)).toMatchObject({ status: 'updated' });
    expect(await detail(id, a!)).toMatchObject({ attendees: 6, seatsLeft: 0 });
  });

  it('keeps its place in the waitlist', async () => {
    const { id } = await createEvent(t, { capacity: 1 });
    const [a, first, second] = await households(t, 3);
    await registered(t, id, a!, 1);
    await registered(t, id, first!, 2);
    await registered(t, id, second!, 1);
    expect(await registered(t, id, first!, 3)).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 1,
      message: messages.eventWaitlisted(1),
    });
  });
});

describe('cancelling', () => {
  it("cancels the caller's own registration only", async () => {
    const { id } = await createEvent(t, { capacity: 10 });
    const [mine, theirs] = await households(t, 2);
    await registered(t, id, theirs!, 2);
    const response = await cancel(t, id, mine!);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.eventRegistrationNotFound });
    await registered(t, id, mine!, 1);
    expect((await cancel(t, id, mine!)).json()).toEqual({
      message: messages.eventRegistrationCancelled,
    });
    expect((await detail(id, theirs!)).my_registration?.number_of_attendees).toBe(2);
    expect((await standings(t, id)).map((row) => row.user_phone)).toEqual([theirs!.phone]);
  });
});

describe('one Idempotency-Key', () => {
  it('makes a registration and a cancel sent twice arrive once', async () => {
    const { id } = await createEvent(t, { capacity: 1 });
    const [seated, waiting] = await households(t, 2);
    await registered(t, id, seated!, 1);
    const key = randomUUID();
    const first = await register(t, id, waiting!, 1, key);
    const again = await register(t, id, waiting!, 1, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await standings(t, id)).toHaveLength(2);

    const cancelKey = randomUUID();
    const cancelled = await cancel(t, id, seated!, cancelKey);
    const cancelledAgain = await cancel(t, id, seated!, cancelKey);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelledAgain.statusCode).toBe(200);
    expect(cancelledAgain.headers['idempotent-replayed']).toBe('true');
    // Moved in once, told once.
    expect(await noticesOf(t, waiting!, 'event_seat')).toHaveLength(1);
    expect((await standings(t, id)).map((row) => row.standing)).toEqual(['registered']);
  });
});

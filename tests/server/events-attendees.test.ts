/**
 * Who is coming (issue 21): the RWA reads every registration with its standing and place, as
 * JSON and as CSV; a member reads neither. Each household sees its own standing on the list;
 * deleting an event tells every household; a resident who moves out gives up their seats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRegistrations } from '../../contract/events/attendees';
import type { EventListItem } from '../../contract/events/events';
import { inIndia } from '../../contract/platform/india-time';
import type { RequestItem } from '../../contract/requests/requests';
import { messages } from '../../contract/messages';
import { bearer } from './helper';
import { buildContent, del, get } from './content-support';
import type { ContentApp } from './content-support';
import { createEvent, households, noticesOf, registered, standings } from './events-support';
import type { Household } from './events-support';

let t: ContentApp;
let eventId: string;
let eventDate: string;
/** In arrival order: two seated (3 + 2 of 5 seats), two waiting. */
let who: Household[];

beforeAll(async () => {
  t = await buildContent();
  const event = await createEvent(t, { capacity: 5 });
  eventId = event.id;
  eventDate = event.date;
  who = await households(t, 4);
  for (const [i, attendees] of [3, 2, 2, 1].entries()) {
    await registered(t, eventId, who[i]!, attendees);
    t.clock.advance(60_000);
  }
});
afterAll(() => t.close());

const attendeeList = async () =>
  (await get(t, `/api/events/events/${eventId}/registrations`, t.rwa)).json<EventRegistrations>();

describe('the attendee list', () => {
  it('lists the seated first, then the waitlist in its order, with the totals', async () => {
    const list = await attendeeList();
    expect(list).toMatchObject({
      event_id: eventId,
      capacity: 5,
      registered_attendees: 5,
      waitlisted_attendees: 3,
    });
    expect(
      list.registrations.map((row) => [row.phone, row.standing, row.waitlist_position]),
    ).toEqual([
      [who[0]!.phone, 'registered', null],
      [who[1]!.phone, 'registered', null],
      [who[2]!.phone, 'waitlisted', 1],
      [who[3]!.phone, 'waitlisted', 2],
    ]);
    expect(list.registrations[0]).toEqual({
      registration_id: expect.stringMatching(/^\d+$/),
      name: `Resident ${who[0]!.apartment}`,
      phone: who[0]!.phone,
      email: `${who[0]!.phone}@example.com`,
      apartment_number: who[0]!.apartment,
      number_of_attendees: 3,
      special_requests: '',
      registered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      standing: 'registered',
      waitlist_position: null,
    });
  });

  it('downloads as CSV with the same rows in the same order', async () => {
    const response = await get(t, `/api/events/events/${eventId}/registrations.csv`, t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="registrations-diwali-dinner-${eventDate}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"standing","waitlist_position","apartment","name","phone","email","attendees",' +
        '"special_requests","registered_at"',
    );
    const first = inIndia(t.clock.now()).date;
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      `"registered","","${who[0]!.apartment}"`,
      `"registered","","${who[1]!.apartment}"`,
      `"waitlisted","1","${who[2]!.apartment}"`,
      `"waitlisted","2","${who[3]!.apartment}"`,
    ]);
    expect(lines[1]).toContain(`"${first} `);
  });

  it('is refused to a member, as JSON and as CSV', async () => {
    for (const path of ['registrations', 'registrations.csv']) {
      const response = await get(t, `/api/events/events/${eventId}/${path}`, t.member);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe("each household's standing on the list of events", () => {
  it('shows the seated and the waiting their own registration and place', async () => {
    const mine = async (household: Household) => {
      const response = await get(t, '/api/events/events', household.token);
      const items = response.json<EventListItem[]>();
      return items.find((item) => item.id === eventId)?.my_registration;
    };
    expect(await mine(who[1]!)).toMatchObject({ standing: 'registered', waitlist_position: null });
    expect(await mine(who[3]!)).toEqual({
      number_of_attendees: 1,
      special_requests: '',
      standing: 'waitlisted',
      waitlist_position: 2,
    });
    const others = (await get(t, '/api/events/events', t.member)).json<EventListItem[]>();
    expect(others.find((item) => item.id === eventId)).toMatchObject({
      my_registration: null,
      seatsLeft: 0,
      households: 4,
      waitlisted: 2,
    });
  });

  it("says 'On the waitlist' on the waiting household's requests", async () => {
    const response = await get(t, '/api/requests/mine', who[3]!.token);
    expect(response.json<RequestItem[]>()).toEqual([
      expect.objectContaining({
        kind: 'registration',
        id: eventId,
        status_note: 'On the waitlist',
      }),
    ]);
  });
});

describe('a resident who moves out', () => {
  it('gives up their seats to the waitlist', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/member/users/${who[1]!.phone}`,
      headers: bearer(t.rwa),
    });
    expect(response.statusCode).toBe(200);
    const rows = await standings(t, eventId);
    expect(rows.map((row) => [row.user_phone, row.standing])).toEqual([
      [who[0]!.phone, 'registered'],
      [who[2]!.phone, 'registered'],
      [who[3]!.phone, 'waitlisted'],
    ]);
    expect(await noticesOf(t, who[2]!, 'event_seat')).toHaveLength(1);
  });
});

describe('deleting an event', () => {
  it('tells every household registered or waiting, and says how many', async () => {
    const response = await del(t, `/api/events/events/${eventId}`, t.rwa);
    expect(response.json()).toEqual({ message: messages.eventDeletedTold(3) });
    for (const household of [who[0]!, who[2]!, who[3]!]) {
      expect(await noticesOf(t, household, 'event_cancelled')).toEqual([
        {
          title: 'Diwali dinner is cancelled',
          body: expect.stringContaining('The RWA cancelled Diwali dinner'),
          url: '/events',
          category: 'requests',
        },
      ]);
    }
    expect(await noticesOf(t, who[1]!, 'event_cancelled')).toEqual([]);
  });

  it('says only that it is deleted when no one had registered', async () => {
    const event = await createEvent(t);
    const response = await del(t, `/api/events/events/${event.id}`, t.rwa);
    expect(response.json()).toEqual({ message: messages.eventDeleted });
  });
});

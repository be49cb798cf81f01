/**
 * Requests across kinds (issue 14): a resident sees their own rides and bookings with each
 * move of their timeline; the office's queue holds what waits on it, oldest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { RequestItem } from '../../contract/requests/requests';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
let rwa: string;
let arjun: string;
let rahul: string;
beforeAll(async () => {
  t = await build();
  rwa = await login(t, '9000000001');
  arjun = await login(t, '9000000002', 'A101');
  rahul = await login(t, '9000000004', 'C303');
});
afterAll(() => t.close());

const get = async (url: string, token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<RequestItem[]>();
};

const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload });

describe('requests', () => {
  it('shows a resident their ride with its timeline, and the office its queue', async () => {
    const asked = await send('POST', 'golf-cart/golf-cart/request', arjun, {
      pickup_location: 'Tower A',
      dropoff_location: 'Gate 2',
      duration: 30,
      time: '21:00',
      user_id: '9000000002',
      apartment_number: 'A101',
      phone_number: '9000000002',
    });
    const rideId = asked.json<{ request_id: string }>().request_id;
    t.clock.advance(60_000);
    const banquet = await send('POST', 'banquetbooking/banquet/book', rahul, {
      booking_date: '2030-03-20',
      start_time: '18:00',
      end_time: '22:00',
      purpose: 'Anniversary',
      expected_guests: 60,
      user_id: '9000000004',
      apartment_number: 'C303',
      contact_name: 'Rahul',
      contact_phone: '9000000004',
    });
    expect(banquet.statusCode).toBe(201);

    const queue = await get('requests/open', rwa);
    expect(queue.map((item) => [item.kind, item.status, item.apartment_number])).toEqual([
      ['golf_cart', 'Requested', 'A101'],
      ['banquet', 'Pending', 'C303'],
    ]);

    await send('PUT', `golf-cart/golf-cart/requests/${rideId}/status`, rwa, {
      status: 'Accepted',
      note: 'Cart 1',
    });
    const [ride] = await get('requests/mine', arjun);
    expect(ride).toMatchObject({
      kind: 'golf_cart',
      title: 'Golf cart: Tower A → Gate 2',
      status: 'Accepted',
      status_note: 'Cart 1',
    });
    expect(ride?.history.map((step) => [step.status, step.by_role])).toEqual([
      ['Requested', 'member'],
      ['Accepted', 'rwa'],
    ]);
    // Each resident sees only their own.
    expect((await get('requests/mine', rahul)).map((item) => item.kind)).toEqual(['banquet']);
  });

  it('lists a registration and lets its household cancel it, and no one else', async () => {
    const event = await t.db
      .insertInto('events')
      .values({
        title: 'Diwali dinner',
        date: '2030-03-20',
        time: '7:00 PM - 10:00 PM',
        location: 'Clubhouse lawn',
        description: 'Dinner and lights.',
        category: 'Festival',
        registration_required: true,
        registration_deadline: null,
        agenda: '[]',
        image_name: 'x.png',
        thumbnail_name: 'x.png',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registered = await send('POST', `events/events/${event.id}/register`, arjun, {
      user_id: '9000000002',
      name: 'Arjun Sharma',
      email: 'arjun@example.com',
      phone: '9000000002',
      apartment_number: 'A101',
      number_of_attendees: 3,
    });
    expect(registered.statusCode).toBe(201);
    const mine = await get('requests/mine', arjun);
    expect(mine.find((item) => item.kind === 'registration')).toMatchObject({
      id: String(event.id),
      title: 'Event: Diwali dinner',
      status: 'Registered',
      details: '7:00 PM - 10:00 PM · 3 attending',
    });

    const cancel = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/events/events/${event.id}/register`,
        headers: bearer(token),
      });
    const others = await cancel(rahul);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({ detail: messages.eventRegistrationNotFound });
    expect((await cancel(arjun)).json()).toEqual({ message: messages.eventRegistrationCancelled });
    expect((await get('requests/mine', arjun)).map((item) => item.kind)).not.toContain(
      'registration',
    );
    expect((await cancel(arjun)).statusCode).toBe(404);
  });
});

/**
 * Shared by the bookings test files: the demo people, the helper clock's two bookable days,
 * and one function per booking call, so each test reads as the rule it holds.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { BookingStatus } from '../../contract/bookings/bookings';
import { minutesOf, timeOf } from '../../contract/platform/india-time';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

// The helper's clock starts at 11:00 in India on 2030-03-04.
export const TODAY = '2030-03-04';
export const TOMORROW = '2030-03-05';

export const people = {
  rwa: { phone: '9000000001' },
  arjun: { phone: '9000000002', apartment: 'A101' },
  priya: { phone: '9000000003', apartment: 'B202' },
  rahul: { phone: '9000000004', apartment: 'C303' },
} as const;

/** Moves the test clock to `time` (HH:MM) in India on `date`. */
export function setIndiaTime(t: TestApp, time: string, date = TODAY): void {
  const target = new Date(`${date}T${time}:00.000+05:30`).getTime();
  t.clock.advance(target - t.clock.now().getTime());
}

export const detail = (response: LightMyRequestResponse): string =>
  response.json<{ detail: string }>().detail;

/** A court booking as the server stores one, for writing straight into the database. */
export function bookingRow(row: {
  phone: string;
  apartment: string;
  sport: string;
  date: string;
  time: string;
  duration: number;
  status: BookingStatus;
  at: Date;
}) {
  return {
    user_phone: row.phone,
    apartment_number: row.apartment,
    sport_type: row.sport,
    booking_date: row.date,
    time_slot: row.time,
    duration: row.duration,
    starts_at: `${row.date} ${row.time}`,
    ends_at: `${row.date} ${timeOf(minutesOf(row.time) + row.duration)}`,
    status: row.status,
    created_at: row.at,
    updated_at: row.at,
  };
}

export const courtBooking = (change: object = {}) => ({
  user_id: people.arjun.phone,
  sport_type: 'Badminton',
  booking_date: TOMORROW,
  time_slot: '18:00',
  duration: 60,
  ...change,
});

/** A banquet-hall request from Arjun, as the app sends it, with `change` on top. */
export const banquetRequest = (change: object = {}) => ({
  booking_date: '2030-03-20',
  start_time: '18:00',
  end_time: '22:00',
  purpose: 'Birthday party',
  expected_guests: 50,
  user_id: people.arjun.phone,
  apartment_number: people.arjun.apartment,
  contact_name: 'Arjun Sharma',
  contact_phone: people.arjun.phone,
  ...change,
});

/** A 4xx with a human sentence that names nothing of the database. */
export function expectRefusal(response: { statusCode: number; body: string }, status?: number) {
  if (status !== undefined) expect(response.statusCode, response.body).toBe(status);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = JSON.parse(response.body) as { detail?: unknown };
  expect(typeof body.detail).toBe('string');
  expect(body.detail).not.toMatch(/sql|relation|column|constraint|syntax|postgres|kysely/i);
}

export function bookingCalls(t: TestApp) {
  return {
    book: (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/booking/book', headers: bearer(token), payload }),
    availability: (token: string, sport: string, date: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/booking/check-availability-all-slots?sport_type=${sport}&booking_date=${date}`,
        headers: bearer(token),
      }),
    byUser: (token: string, userId: string, sport?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/booking/bookings-by-user/${userId}${sport ? `?sport_type=${sport}` : ''}`,
        headers: bearer(token),
      }),
    /** `reason`: what the office says when it declines or cancels. */
    setStatus: (token: string, id: string, status: string, reason?: string) =>
      t.app.inject({
        method: 'PUT',
        url:
          `/api/booking/update-booking-status/${id}?new_status=${status}` +
          (reason ? `&reason=${encodeURIComponent(reason)}` : ''),
        headers: bearer(token),
      }),
    calendar: (token: string, sport: string, range = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/booking/booking-slots/${sport}${range}`,
        headers: bearer(token),
      }),
    banquet: (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/banquetbooking/banquet/book',
        headers: bearer(token),
        payload,
      }),
  };
}

/** Open slots of an availability answer, as 'HH:MM'. */
export function openSlots(response: LightMyRequestResponse): string[] {
  return response
    .json<{ available_slots: { time_slot: string; available: boolean }[] }>()
    .available_slots.filter((slot) => slot.available)
    .map((slot) => slot.time_slot);
}

export async function clearBookings(t: TestApp): Promise<void> {
  await t.db.deleteFrom('bookings').execute();
}

export interface BookingSuite {
  t: TestApp;
  calls: ReturnType<typeof bookingCalls>;
  /** Session tokens of the demo people. */
  arjun: string;
  rahul: string;
  priya: string;
  meera: string;
  /** Books `courtBooking(change)` (Arjun's by default) and returns the new booking's id. */
  booked(change?: object, token?: string): Promise<string>;
  /** Sends `banquetRequest(change)` (Arjun's by default) and returns the new request's id. */
  requested(change?: object, token?: string): Promise<string>;
  /** How many rows the bookings table holds. */
  bookingCount(): Promise<number>;
}

function created(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ booking_id: string }>().booking_id;
}

/**
 * One app for a test file with the demo people signed in; before each test, no bookings and
 * the clock at 11:10 in India today. The fields are filled in beforeAll.
 */
export function bookingSuite(): BookingSuite {
  const suite = {
    booked: async (change = {}, token = suite.arjun) =>
      created(await suite.calls.book(token, courtBooking(change))),
    requested: async (change = {}, token = suite.arjun) =>
      created(await suite.calls.banquet(token, banquetRequest(change))),
    bookingCount: async () =>
      (await suite.t.db.selectFrom('bookings').select('id').execute()).length,
  } as BookingSuite;
  beforeAll(async () => {
    suite.t = await build();
    suite.calls = bookingCalls(suite.t);
    suite.arjun = await login(suite.t, people.arjun.phone, people.arjun.apartment);
    suite.rahul = await login(suite.t, people.rahul.phone, people.rahul.apartment);
    suite.priya = await login(suite.t, people.priya.phone, people.priya.apartment);
    suite.meera = await login(suite.t, people.rwa.phone);
  });
  afterAll(() => suite.t.close());
  beforeEach(async () => {
    await clearBookings(suite.t);
    setIndiaTime(suite.t, '11:10');
  });
  return suite;
}

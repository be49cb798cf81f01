/** Golf-cart requests (SPEC.md §5 Golf cart rules): who may ask, what is checked, who may list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

// The helper's clock starts at 11:00 in India on 2030-03-04.
const TODAY = '2030-03-04';

let t: TestApp;
let arjun: string;
let meera: string;

beforeAll(async () => {
  t = await build();
  arjun = await login(t, '9000000002', 'A101');
  meera = await login(t, '9000000001');
});
afterAll(() => t.close());

const valid = {
  pickup_location: 'Tower A lobby',
  dropoff_location: 'Clubhouse',
  duration: 15,
  time: '12:30',
  comments: 'Two seniors',
  user_id: '9000000002',
  apartment_number: 'A101',
  phone_number: '9000000002',
};

const request = (payload: object, token = arjun) =>
  t.app.inject({
    method: 'POST',
    url: '/api/golf-cart/golf-cart/request',
    headers: bearer(token),
    payload,
  });

const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/golf-cart/golf-cart/requests', headers: bearer(token) });

describe('a resident asks for a golf cart', () => {
  it('stores a valid request for later today and answers 201 Requested', async () => {
    const response = await request(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      request_id: expect.stringMatching(/^\d+$/),
      status: 'Requested',
      message: messages.golfCartRequested,
    });
  });

  it('takes an explicit date when it is today', async () => {
    const response = await request({ ...valid, date: TODAY, time: '18:00' });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['pickup_location', '  ', messages.pickupRequired],
    ['dropoff_location', '', messages.dropoffRequired],
    ['duration', 20, messages.durationRequired],
    ['duration', null, messages.durationRequired],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const response = await request({ ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(message);
  });

  it.each([15, 30, 45, 60])('accepts a %i-minute ride', async (duration) => {
    expect((await request({ ...valid, duration })).statusCode).toBe(201);
  });

  it.each([
    ['a time earlier today', { time: '10:15' }],
    ['the current minute', { time: '11:00' }],
    ['an earlier day', { date: '2030-03-03', time: '23:00' }],
  ])('refuses %s: "Selected time must be in the future"', async (_name, change) => {
    const response = await request({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.golfCartTimeInFuture });
  });

  it('refuses a later day: rides are for later today only', async () => {
    const response = await request({ ...valid, date: '2030-03-05' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.golfCartTodayOnly });
  });

  it.each([
    ['user_id', '9000000004'],
    ['phone_number', '9000000004'],
    ['apartment_number', 'C303'],
  ])("refuses a request naming someone else's %s with 403", async (field, value) => {
    const response = await request({ ...valid, [field]: value });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: messages.golfCartForYourself });
  });

  it('refuses a stranger with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/golf-cart/golf-cart/request',
      payload: valid,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the estate office lists requests', () => {
  it('shows the RWA every request with who asked, latest ride first', async () => {
    await request({ ...valid, time: '21:45', pickup_location: 'Late pickup' });
    const response = await list(meera);
    expect(response.statusCode).toBe(200);
    const rides = response.json<{ pickup_location: string; time: string }[]>();
    expect(rides[0]).toMatchObject({
      pickup_location: 'Late pickup',
      dropoff_location: 'Clubhouse',
      date: TODAY,
      time: '21:45',
      user_id: '9000000002',
      phone_number: '9000000002',
      apartment_number: 'A101',
      status: 'Requested',
    });
    const times = rides.map((ride) => ride.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a member with 403', async () => {
    const response = await list(arjun);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: messages.forbidden });
  });
});

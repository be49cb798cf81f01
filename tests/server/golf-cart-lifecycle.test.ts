/**
 * A golf-cart ride's lifecycle (contract/golf-cart/golf-cart.ts golfCartLifecycle), enforced by the
 * server: every move of the machine, legal and illegal, for the office, the resident who asked
 * and another resident; each move kept in request_history in the same transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { golfCartLifecycle } from '../../contract/golf-cart/golf-cart';
import type { GolfCartRide, GolfCartStatus } from '../../contract/golf-cart/golf-cart';
import { messages } from '../../contract/messages';
import { findMove } from '../../contract/requests/lifecycle';
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

/** A new ride for Arjun (A101), later today. */
async function newRide(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/golf-cart/golf-cart/request',
    headers: bearer(arjun),
    payload: {
      pickup_location: 'Tower A',
      dropoff_location: 'Clubhouse',
      duration: 15,
      time: '23:00',
      user_id: '9000000002',
      apartment_number: 'A101',
      phone_number: '9000000002',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ request_id: string }>().request_id;
}

const move = (id: string, token: string, status: string, note?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/golf-cart/golf-cart/requests/${id}/status`,
    headers: bearer(token),
    payload: note === undefined ? { status } : { status, note },
  });

/** The path through the machine that ends in `state`, as the office and the resident make it. */
const pathTo: Record<GolfCartStatus, [GolfCartStatus, 'rwa' | 'owner'][]> = {
  Requested: [],
  Accepted: [['Accepted', 'rwa']],
  'On the way': [
    ['Accepted', 'rwa'],
    ['On the way', 'rwa'],
  ],
  Completed: [
    ['Accepted', 'rwa'],
    ['On the way', 'rwa'],
    ['Completed', 'rwa'],
  ],
  Declined: [['Declined', 'rwa']],
  Cancelled: [['Cancelled', 'owner']],
};

async function rideIn(state: GolfCartStatus): Promise<string> {
  const id = await newRide();
  for (const [status, by] of pathTo[state]) {
    const response = await move(id, by === 'rwa' ? rwa : arjun, status, 'Because');
    expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
  }
  return id;
}

async function statusOf(id: string): Promise<string> {
  const row = await t.db
    .selectFrom('golf_cart_requests')
    .select('status')
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  return row.status;
}

const { states } = golfCartLifecycle;
const pairs = states.flatMap((from) => states.map((to) => [from, to] as const));

describe.each(pairs)('from %s to %s', (from, to) => {
  const legal = findMove(golfCartLifecycle, from, to);

  it(
    legal ? `is made by ${legal.by === 'rwa' ? 'the office' : 'the resident'} only` : 'is 409',
    async () => {
      const id = await rideIn(from);
      const mover = legal?.by === 'owner' ? arjun : rwa;
      const other = legal?.by === 'owner' ? rwa : arjun;
      if (legal) {
        const wrong = await move(id, other, to, 'A reason');
        expect(wrong.statusCode).toBe(legal.by === 'owner' ? 409 : 403);
        expect(await statusOf(id)).toBe(from);
        const right = await move(id, mover, to, 'A reason');
        expect(right.statusCode).toBe(200);
        expect(right.json<GolfCartRide>()).toMatchObject({ status: to, status_note: 'A reason' });
        expect(await statusOf(id)).toBe(to);
      } else {
        const response = await move(id, rwa, to, 'A reason');
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ detail: messages.golfCartMove(from, to) });
        expect(await statusOf(id)).toBe(from);
      }
    },
  );
});

describe('what a move must carry, and who may make it', () => {
  it('refuses a decline without a reason, changing nothing', async () => {
    const id = await newRide();
    const response = await move(id, rwa, 'Declined');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.reasonRequired });
    expect(await statusOf(id)).toBe('Requested');
  });

  it("refuses another resident's cancel with 403", async () => {
    const id = await newRide();
    const response = await move(id, rahul, 'Cancelled');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: messages.golfCartNotYours });
    expect(await statusOf(id)).toBe('Requested');
  });

  it('answers 404 for a ride that is not there', async () => {
    const response = await move('999999', rwa, 'Accepted');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.golfCartNotFound });
  });

  it('keeps every move with who made it, for the timeline', async () => {
    const id = await rideIn('Completed');
    const history = await t.db
      .selectFrom('request_history')
      .select(['status', 'by_role', 'by_phone'])
      .where('kind', '=', 'golf_cart')
      .where('request_id', '=', Number(id))
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { status: 'Requested', by_role: 'member', by_phone: '9000000002' },
      { status: 'Accepted', by_role: 'rwa', by_phone: '9000000001' },
      { status: 'On the way', by_role: 'rwa', by_phone: '9000000001' },
      { status: 'Completed', by_role: 'rwa', by_phone: '9000000001' },
    ]);
  });

  it("shows the office the latest move's note on the list", async () => {
    const id = await newRide();
    await move(id, rwa, 'Accepted', 'Cart 2, about 10 min');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/golf-cart/golf-cart/requests',
      headers: bearer(rwa),
    });
    const ride = list.json<GolfCartRide[]>().find((each) => each.request_id === id);
    expect(ride).toMatchObject({ status: 'Accepted', status_note: 'Cart 2, about 10 min' });
  });
});

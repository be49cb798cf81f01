/**
 * `Idempotency-Key` (DESIGN.md §5): a repeat replays the first outcome, another body under the
 * same key is refused, a repeat while the first runs is told to retry, failures free the key.
 * Driven through the real golf-cart endpoint and through test routes that can be held open.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../contract/platform/endpoint';
import { messages } from '../../contract/messages';
import { HttpError } from '../../server/platform/http/http-error';
import { registerEndpoint } from '../../server/platform/http/register-endpoint';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

const probe = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path: `test/${path}`,
    access: 'member',
    body: z.object({ n: z.number() }),
    response: z.object({ n: z.number(), run: z.number() }),
    idempotent: true,
    failure: 'probe failed',
  });

/** Runs of each test route, and a gate that holds the slow one open until a test opens it. */
const runs = { slow: 0, flaky: 0, rejecting: 0 };
let openGate: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
let entered: () => void = () => undefined;

let t: TestApp;
let arjun: string;
let rahul: string;

beforeAll(async () => {
  t = await build({
    routes: (app) => {
      registerEndpoint(app, probe('slow'), async ({ body }) => {
        runs.slow += 1;
        entered();
        await gate;
        return { n: body.n, run: runs.slow };
      });
      registerEndpoint(app, probe('flaky'), ({ body }) => {
        runs.flaky += 1;
        if (runs.flaky === 1) throw new Error('database hiccup');
        return { n: body.n, run: runs.flaky };
      });
      registerEndpoint(app, probe('rejecting'), () => {
        runs.rejecting += 1;
        throw new HttpError(400, `Rejected on run ${runs.rejecting}`);
      });
      // Writes a ride, then another instance takes the claim over before the commit.
      registerEndpoint(app, probe('overtaken'), ({ body, request, transaction }) =>
        transaction(async (tx) => {
          await tx.insertInto('golf_cart_requests').values(ride('overtaken')).execute();
          await tx
            .updateTable('idempotency_keys')
            .set({ owner: randomUUID() })
            .where('key', '=', String(request.headers['idempotency-key']))
            .execute();
          return { n: body.n, run: 1 };
        }),
      );
    },
  });
  arjun = await login(t, '9000000002', 'A101');
  rahul = await login(t, '9000000004', 'C303');
});
afterAll(() => t.close());

function ride(pickup: string) {
  return {
    user_phone: '9000000002',
    apartment_number: 'A101',
    pickup_location: pickup,
    dropoff_location: 'Gate 1',
    duration: 15,
    ride_date: '2030-03-04',
    ride_time: '12:00',
    created_at: t.clock.now(),
  };
}

const cartBody = (pickup: string, time = '12:00') => ({
  pickup_location: pickup,
  dropoff_location: 'Clubhouse',
  duration: 30,
  time,
  user_id: '9000000002',
  apartment_number: 'A101',
  phone_number: '9000000002',
});

function post(url: string, token: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}
const requestCart = (payload: object, key?: string, token = arjun) =>
  post('golf-cart/golf-cart/request', token, payload, key);

async function ridesFrom(pickup: string): Promise<number> {
  const rows = await t.db
    .selectFrom('golf_cart_requests')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('pickup_location', '=', pickup)
    .executeTakeFirstOrThrow();
  return rows.count;
}

describe('a repeat of a finished request', () => {
  it('replays the same status and body and writes nothing twice', async () => {
    const key = randomUUID();
    const first = await requestCart(cartBody('Tower A'), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await requestCart(cartBody('Tower A'), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ridesFrom('Tower A')).toBe(1);
  });

  it('treats the same fields in another order as the same request', async () => {
    const key = randomUUID();
    const body = cartBody('Tower B');
    await requestCart(body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await requestCart(reordered, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await ridesFrom('Tower B')).toBe(1);
  });

  it('replays a rejection as the same rejection', async () => {
    const key = randomUUID();
    const first = await requestCart(cartBody('Tower C', '10:00'), key);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ detail: messages.golfCartTimeInFuture });
    const again = await requestCart(cartBody('Tower C', '10:00'), key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('runs every request sent without a key', async () => {
    await requestCart(cartBody('Tower D'));
    await requestCart(cartBody('Tower D'));
    expect(await ridesFrom('Tower D')).toBe(2);
  });
});

describe('a key used wrongly', () => {
  it('refuses the same key with another body with 422', async () => {
    const key = randomUUID();
    expect((await requestCart(cartBody('Tower E'), key)).statusCode).toBe(201);
    const other = await requestCart(cartBody('Tower F'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: messages.idempotencyKeyReused });
    expect(await ridesFrom('Tower F')).toBe(0);
  });

  it('refuses a key that is not a UUID with 400 and writes nothing', async () => {
    const response = await requestCart(cartBody('Tower G'), 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.idempotencyKeyInvalid });
    expect(await ridesFrom('Tower G')).toBe(0);
  });

  it("keeps each user's keys apart: another user's same key runs on its own", async () => {
    const key = randomUUID();
    const mine = await requestCart(cartBody('Tower H'), key);
    const rahulsBody = {
      ...cartBody('Tower H'),
      user_id: '9000000004',
      phone_number: '9000000004',
      apartment_number: 'C303',
    };
    const his = await requestCart(rahulsBody, key, rahul);
    expect(his.statusCode).toBe(201);
    expect(his.headers['idempotent-replayed']).toBeUndefined();
    expect(his.json<{ request_id: string }>().request_id).not.toBe(
      mine.json<{ request_id: string }>().request_id,
    );
    expect(await ridesFrom('Tower H')).toBe(2);
  });
});

describe('a repeat while the first is still running', () => {
  it('answers 409 with Retry-After, then replays once the first is done', async () => {
    const key = randomUUID();
    const started = new Promise<void>((resolve) => (entered = resolve));
    gate = new Promise<void>((resolve) => (openGate = resolve));
    const first = post('test/slow', arjun, { n: 1 }, key);
    await started;
    const repeat = await post('test/slow', arjun, { n: 1 }, key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.headers['retry-after']).toBe('1');
    expect(repeat.json()).toEqual({ detail: messages.idempotencyInProgress });
    openGate();
    const done = await first;
    expect(done.statusCode).toBe(200);
    const later = await post('test/slow', arjun, { n: 1 }, key);
    expect(later.json()).toEqual(done.json());
    expect(later.headers['idempotent-replayed']).toBe('true');
  });

  it('lets a retry take over a claim whose request died long ago', async () => {
    const key = randomUUID();
    const started = new Promise<void>((resolve) => (entered = resolve));
    gate = new Promise<void>((resolve) => (openGate = resolve));
    const stuck = post('test/slow', arjun, { n: 2 }, key);
    await started;
    t.clock.advance(3 * 60_000);
    entered = () => openGate();
    const retry = await post('test/slow', arjun, { n: 2 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    await stuck;
    // The first answer came too late to be stored; the retry's answer is the one replayed.
    const replay = await post('test/slow', arjun, { n: 2 }, key);
    expect(replay.json()).toEqual(retry.json());
  });

  it('gives eight identical requests at once one ride between them', async () => {
    const key = randomUUID();
    const all = await Promise.all(
      Array.from({ length: 8 }, () => requestCart(cartBody('Tower I'), key)),
    );
    for (const response of all) expect([201, 409]).toContain(response.statusCode);
    const ids = new Set(
      all
        .filter((r) => r.statusCode === 201)
        .map((r) => r.json<{ request_id: string }>().request_id),
    );
    expect(ids.size).toBe(1);
    expect(await ridesFrom('Tower I')).toBe(1);
  });
});

describe('failures', () => {
  it('stores no 5xx: a retry after a server error runs again', async () => {
    const key = randomUUID();
    const first = await post('test/flaky', arjun, { n: 3 }, key);
    expect(first.statusCode).toBe(500);
    const retry = await post('test/flaky', arjun, { n: 3 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ n: 3, run: 2 });
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores a 4xx thrown by the handler: the retry does not run it again', async () => {
    const key = randomUUID();
    const first = await post('test/rejecting', arjun, { n: 4 }, key);
    const again = await post('test/rejecting', arjun, { n: 4 }, key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect(runs.rejecting).toBe(1);
  });

  it('rolls the write back when the claim was taken over before the commit', async () => {
    const response = await post('test/overtaken', arjun, { n: 5 }, randomUUID());
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('1');
    expect(await ridesFrom('overtaken')).toBe(0);
  });
});

describe('keeping keys', () => {
  it('keeps keys 30 days and purges older ones', async () => {
    const key = randomUUID();
    await requestCart(cartBody('Tower J', '23:00'), key);
    const stored = () =>
      t.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute();
    t.clock.advance(29 * 86_400_000);
    await post('test/flaky', arjun, { n: 6 }, randomUUID());
    expect(await stored()).toHaveLength(1);
    t.clock.advance(2 * 86_400_000);
    // Sessions last 30 days too: sign in again.
    arjun = await login(t, '9000000002', 'A101');
    expect((await post('test/flaky', arjun, { n: 7 }, randomUUID())).statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);
  });
});

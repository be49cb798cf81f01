// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueue } from '../../../src/offline/outbox';
import {
  RESIDENT,
  T0,
  drainAt,
  fakeNetwork,
  recordOf,
  registerRideKind,
  reply,
  resetOfflineDb,
  ride,
} from './helpers';

beforeEach(resetOfflineDb);

const bodyOf = (request: { body?: unknown }) =>
  (JSON.parse(String(request.body)) as { pickup: string }).pickup;

describe('outbox ordering by entityKey', () => {
  it('sends records in the order they were made', async () => {
    registerRideKind();
    for (const [i, pickup] of ['A', 'B', 'C'].entries()) {
      await enqueue('test.ride', ride(pickup), { userId: RESIDENT, now: T0 + i });
    }
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0 + 10, network.transport);
    expect(network.requests.map(bodyOf)).toEqual(['A', 'B', 'C']);
  });

  it('holds a later record of the same key behind a failing earlier one, but not another key', async () => {
    registerRideKind();
    const first = await enqueue('test.ride', ride('first', 'item-1'), {
      userId: RESIDENT,
      now: T0,
    });
    const second = await enqueue('test.ride', ride('second', 'item-1'), {
      userId: RESIDENT,
      now: T0 + 1,
    });
    const other = await enqueue('test.ride', ride('other', 'item-2'), {
      userId: RESIDENT,
      now: T0 + 2,
    });
    const network = fakeNetwork((request) =>
      bodyOf(request) === 'first' ? reply(503) : reply(201, {}),
    );
    const summary = await drainAt(T0 + 3, network.transport);

    expect(network.requests.map(bodyOf)).toEqual(['first', 'other']);
    expect(await recordOf(first)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await recordOf(second)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await recordOf(other)).toMatchObject({ status: 'sent' });
    expect(summary.blocked).toBe(1);
  });

  it('sends the held record right after the earlier one finally goes through', async () => {
    registerRideKind();
    const first = await enqueue('test.ride', ride('first', 'item-1'), {
      userId: RESIDENT,
      now: T0,
    });
    const second = await enqueue('test.ride', ride('second', 'item-1'), {
      userId: RESIDENT,
      now: T0 + 1,
    });
    await drainAt(T0 + 2, fakeNetwork(reply(503)).transport);
    const due = (await recordOf(first)).nextAttemptAt;

    const network = fakeNetwork(reply(201, {}));
    await drainAt(due, network.transport);
    expect(network.requests.map(bodyOf)).toEqual(['first', 'second']);
    expect((await recordOf(second)).status).toBe('sent');
  });

  it('does not let a rejected record block the later ones of its key', async () => {
    registerRideKind();
    const first = await enqueue('test.ride', ride('first', 'item-1'), {
      userId: RESIDENT,
      now: T0,
    });
    const second = await enqueue('test.ride', ride('second', 'item-1'), {
      userId: RESIDENT,
      now: T0 + 1,
    });
    const network = fakeNetwork(reply(422, { detail: 'Invalid' }), reply(201, {}));
    await drainAt(T0 + 2, network.transport);
    expect((await recordOf(first)).status).toBe('rejected');
    expect((await recordOf(second)).status).toBe('sent');
  });

  it('holds later records of a key while an earlier one waits for sign-in', async () => {
    registerRideKind();
    await enqueue('test.ride', ride('first', 'item-1'), { userId: RESIDENT, now: T0 });
    const second = await enqueue('test.ride', ride('second', 'item-1'), {
      userId: RESIDENT,
      now: T0 + 1,
    });
    const network = fakeNetwork(reply(401), reply(201, {}));
    await drainAt(T0 + 2, network.transport);
    expect(network.requests).toHaveLength(1);
    expect((await recordOf(second)).status).toBe('pending');
  });
});

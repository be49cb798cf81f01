import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db';
import { STALE_SENDING_MS } from '../../../src/offline/drain';
import { enqueue } from '../../../src/offline/outbox';
import type { TransportResponse } from '../../../src/offline/transport';
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

/** The part of the Web Locks API the drainer uses, with `ifAvailable` semantics. */
function installFakeLocks() {
  const held = new Set<string>();
  let granted = 0;
  const locks = {
    async request<T>(
      name: string,
      options: { ifAvailable: boolean },
      callback: (lock: unknown) => Promise<T>,
    ): Promise<T> {
      if (held.has(name) && options.ifAvailable) return callback(null);
      held.add(name);
      granted += 1;
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { granted: () => granted };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

/** A network whose answers wait until the test lets them through. */
function gatedNetwork() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const network = fakeNetwork(reply(201, {}));
  const transport = async (request: Parameters<typeof network.transport>[0]) => {
    await gate;
    return network.transport(request) as Promise<TransportResponse>;
  };
  return { transport, requests: network.requests, open: () => open() };
}

describe.each([
  ['with Web Locks', true],
  ['without Web Locks (in-module mutex)', false],
])('one drainer at a time %s', (_name, withLocks) => {
  it('lets only one of two simultaneous drains send, and the other returns at once', async () => {
    const locks = withLocks ? installFakeLocks() : undefined;
    registerRideKind();
    await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    await enqueue('test.ride', ride('B'), { userId: RESIDENT, now: T0 + 1 });
    const network = gatedNetwork();

    const first = drainAt(T0 + 2, network.transport);
    const second = await drainAt(T0 + 2, network.transport);
    expect(second.ran).toBe(false);
    network.open();
    const firstSummary = await first;

    expect(firstSummary).toMatchObject({ ran: true, sent: 2 });
    expect(network.requests).toHaveLength(2);
    if (locks) expect(locks.granted()).toBe(1);
  });

  it('resends a record left `sending` by a crashed drainer with the same Idempotency-Key', async () => {
    if (withLocks) installFakeLocks();
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    // The crash: marked sending, attempt counted, then the tab died before the answer.
    await db.outbox.update(id, { status: 'sending', attempts: 1, updatedAt: T0 });

    const later = T0 + STALE_SENDING_MS + 1;
    const network = fakeNetwork(reply(200, { request_id: 1 }));
    const summary = await drainAt(later, network.transport);

    expect(summary.recovered).toBe(1);
    expect(network.requests[0]?.headers['Idempotency-Key']).toBe(id);
    expect(await recordOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('recovering a `sending` record', () => {
  it('without an origin-wide lock, leaves a recent `sending` record alone (another tab may be sending it)', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    await db.outbox.update(id, { status: 'sending', attempts: 1, updatedAt: T0 });
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0 + 1_000, network.transport);
    expect(network.requests).toHaveLength(0);
    expect((await recordOf(id)).status).toBe('sending');
  });

  it('holding the Web Lock, resends it at once: no live drainer can own it', async () => {
    installFakeLocks();
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    await db.outbox.update(id, { status: 'sending', attempts: 1, updatedAt: T0 });
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0 + 1_000, network.transport);
    expect(network.requests[0]?.headers['Idempotency-Key']).toBe(id);
  });
});

describe('records queued while a drain runs', () => {
  it('are picked up by the same drain, re-reading the table', async () => {
    registerRideKind();
    await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    let queued = false;
    const network = fakeNetwork(reply(201, {}));
    const transport = async (request: Parameters<typeof network.transport>[0]) => {
      if (!queued) {
        queued = true;
        await enqueue('test.ride', ride('B'), { userId: RESIDENT, now: T0 + 1 });
      }
      return network.transport(request);
    };
    const summary = await drainAt(T0 + 2, transport);
    expect(summary.sent).toBe(2);
  });
});

// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { enqueue } from '../../../src/offline/outbox';
import { BACKOFF_BASE_MS } from '../../../src/offline/outbox-policy';
import {
  NETWORK_DOWN,
  RESIDENT,
  T0,
  drainAt,
  fakeNetwork,
  recordOf,
  registerRideKind,
  reply,
  resetOfflineDb,
  ride,
  rideEndpoint,
} from './helpers';

beforeEach(resetOfflineDb);

describe('outbox drain: each outcome of DESIGN.md §5', () => {
  it('writes the record before any send, so it survives a transport that throws', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    expect(await recordOf(id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: T0 });

    const network = fakeNetwork(() => {
      throw new Error('socket hang up');
    });
    const summary = await drainAt(T0, network.transport);

    const record = await recordOf(id);
    expect(record.status).toBe('pending');
    expect(record.attempts).toBe(1);
    expect(record.nextAttemptAt).toBeGreaterThanOrEqual(T0);
    expect(record.nextAttemptAt).toBeLessThanOrEqual(T0 + BACKOFF_BASE_MS);
    expect(record.lastError).toBe(messages.networkError);
    expect(summary).toMatchObject({ retried: 1, stoppedOffline: true });
  });

  it('marks a 2xx sent with the server result and calls the kind onSent hook', async () => {
    const results: unknown[] = [];
    registerRideKind((result) => results.push(result));
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    const summary = await drainAt(T0 + 5, fakeNetwork(reply(201, { request_id: 5 })).transport);

    expect(await recordOf(id)).toMatchObject({
      status: 'sent',
      serverResult: { request_id: 5 },
      sentAt: T0 + 5,
    });
    expect(summary).toMatchObject({ ran: true, sent: 1 });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(results).toEqual([{ request_id: 5 }]);
  });

  it.each([500, 503, 408, 429])(
    'keeps the record pending with backoff after %i',
    async (status) => {
      registerRideKind();
      const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
      await drainAt(T0, fakeNetwork(reply(status)).transport);
      const record = await recordOf(id);
      expect(record).toMatchObject({ status: 'pending', attempts: 1 });
      expect(record.nextAttemptAt).toBeGreaterThanOrEqual(T0);
    },
  );

  it('waits at least the Retry-After of a 429', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    await drainAt(T0, fakeNetwork(reply(429, undefined, { 'Retry-After': '600' })).transport);
    expect((await recordOf(id)).nextAttemptAt).toBe(T0 + 600_000);
  });

  it('does not resend a waiting record before its time, and does once it is due', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    await drainAt(T0, fakeNetwork(reply(503)).transport);
    const due = (await recordOf(id)).nextAttemptAt;

    const early = fakeNetwork(reply(201, {}));
    await drainAt(due - 1, early.transport);
    expect(early.requests).toHaveLength(0);

    const onTime = fakeNetwork(reply(201, {}));
    await drainAt(due, onTime.transport);
    expect(onTime.requests).toHaveLength(1);
    expect(await recordOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a 401 needsAuth', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    await drainAt(T0, fakeNetwork(reply(401, { detail: 'Token expired' })).transport);
    expect(await recordOf(id)).toMatchObject({ status: 'needsAuth' });
  });

  it.each([400, 422])(
    'rejects a %i with the server detail and goes on with the rest',
    async (status) => {
      registerRideKind();
      const bad = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
      const good = await enqueue('test.ride', ride('Gate 2'), { userId: RESIDENT, now: T0 + 1 });
      const network = fakeNetwork(
        reply(status, { detail: 'Time must be in the future' }),
        reply(201, {}),
      );
      const summary = await drainAt(T0 + 2, network.transport);

      expect(await recordOf(bad)).toMatchObject({
        status: 'rejected',
        lastError: 'Time must be in the future',
      });
      expect(await recordOf(good)).toMatchObject({ status: 'sent' });
      expect(summary).toMatchObject({ rejected: 1, sent: 1 });
    },
  );

  it('rejects without detail using the kind failure message', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    await drainAt(T0, fakeNetwork(reply(400)).transport);
    expect((await recordOf(id)).lastError).toBe(rideEndpoint.failure);
  });

  it('expires a golf-cart request whose time has passed instead of sending it', async () => {
    registerRideKind();
    const past = { pickup: 'Gate 1', time: new Date(T0 + 60_000).toISOString() };
    const id = await enqueue('test.ride', past, { userId: RESIDENT, now: T0 });
    const network = fakeNetwork(reply(201, {}));
    const summary = await drainAt(T0 + 120_000, network.transport);

    expect(network.requests).toHaveLength(0);
    expect(await recordOf(id)).toMatchObject({
      status: 'expired',
      lastError: 'Expired before it could be sent',
    });
    expect(summary.expired).toBe(1);
  });

  it('stops the pass at a network failure instead of failing every record', async () => {
    registerRideKind();
    const first = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    const second = await enqueue('test.ride', ride('Gate 2'), { userId: RESIDENT, now: T0 + 1 });
    const network = fakeNetwork(NETWORK_DOWN);
    await drainAt(T0 + 2, network.transport);
    expect(network.requests).toHaveLength(1);
    expect((await recordOf(first)).attempts).toBe(1);
    expect(await recordOf(second)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

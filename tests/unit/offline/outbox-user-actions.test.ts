// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db';
import { getStoredToken, storeSessionForWorker } from '../../../src/offline/meta';
import {
  discard,
  editAndResend,
  enqueue,
  makePendingDue,
  onOutboxWork,
  resumeNeedsAuth,
} from '../../../src/offline/outbox';
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

describe('signing in again', () => {
  it('marks a record needsAuth without sending when there is no token', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    const network = fakeNetwork(reply(201, {}));
    const summary = await drainAt(T0, network.transport, { getToken: () => null });
    expect(network.requests).toHaveLength(0);
    expect(await recordOf(id)).toMatchObject({ status: 'needsAuth', attempts: 0 });
    expect(summary.needsAuth).toBe(1);
  });

  it('never sends one resident’s record with another resident’s token', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: '9000000001', now: T0 });
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0, network.transport); // the signed-in user is RESIDENT
    expect(network.requests).toHaveLength(0);
    expect((await recordOf(id)).status).toBe('needsAuth');
  });

  it('resumes only that user’s needsAuth records after login, and they are sent', async () => {
    registerRideKind();
    const mine = await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    const theirs = await enqueue('test.ride', ride('B'), { userId: '9000000001', now: T0 + 1 });
    await drainAt(T0 + 2, fakeNetwork(reply(401)).transport, { getToken: () => 'expired' });
    expect((await recordOf(mine)).status).toBe('needsAuth');

    let announced = 0;
    const stop = onOutboxWork(() => (announced += 1));
    expect(await resumeNeedsAuth(RESIDENT, T0 + 10)).toBe(1);
    stop();
    expect(announced).toBe(1);
    expect(await recordOf(mine)).toMatchObject({ status: 'pending', nextAttemptAt: T0 + 10 });
    expect((await recordOf(theirs)).status).toBe('needsAuth');

    await drainAt(T0 + 10, fakeNetwork(reply(201, {})).transport);
    expect((await recordOf(mine)).status).toBe('sent');
  });

  it('gives the worker the stored token only for the user it belongs to', async () => {
    await storeSessionForWorker({ token: 'tok', userId: RESIDENT });
    expect(await getStoredToken(RESIDENT)).toBe('tok');
    expect(await getStoredToken('9000000001')).toBeNull();
    await storeSessionForWorker(null);
    expect(await getStoredToken(RESIDENT)).toBeNull();
  });
});

describe('edit and resend', () => {
  it('gives a changed payload a new Idempotency-Key and keeps its place in the queue', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    await drainAt(T0, fakeNetwork(reply(422, { detail: 'Unknown pickup' })).transport);

    const newId = await editAndResend(id, ride('Gate 2'), T0 + 50);
    expect(newId).not.toBe(id);
    expect(await db.outbox.get(id)).toBeUndefined();
    const record = await recordOf(newId);
    expect(record).toMatchObject({ status: 'pending', attempts: 0, createdAt: T0 });
    expect(record.lastError).toBeUndefined();

    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0 + 50, network.transport);
    expect(network.requests[0]?.headers['Idempotency-Key']).toBe(newId);
  });

  it('keeps the same key when the payload is unchanged', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    await drainAt(T0, fakeNetwork(reply(401)).transport);
    const payload = { time: ride('x').time, pickup: 'Gate 1' }; // same JSON, other key order
    expect(await editAndResend(id, payload, T0 + 5)).toBe(id);
    expect((await recordOf(id)).status).toBe('pending');
  });

  it('refuses to edit a record that is pending, sending or sent', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    await expect(editAndResend(id, ride('Gate 2'))).rejects.toThrow(/pending/);
  });

  it('makes an expired record sendable again with a new time', async () => {
    registerRideKind();
    const past = { pickup: 'Gate 1', time: new Date(T0 - 1).toISOString() };
    const id = await enqueue('test.ride', past, { userId: RESIDENT, now: T0 - 10 });
    await drainAt(T0, fakeNetwork(reply(201, {})).transport);
    expect((await recordOf(id)).status).toBe('expired');
    const newId = await editAndResend(id, ride('Gate 1'), T0 + 1);
    await drainAt(T0 + 1, fakeNetwork(reply(201, {})).transport);
    expect((await recordOf(newId)).status).toBe('sent');
  });
});

describe('discard and retry now', () => {
  it('discards any record but one being sent', async () => {
    registerRideKind();
    const waiting = await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    const inFlight = await enqueue('test.ride', ride('B'), { userId: RESIDENT, now: T0 });
    await db.outbox.update(inFlight, { status: 'sending' });
    expect(await discard(waiting)).toBe(true);
    expect(await db.outbox.get(waiting)).toBeUndefined();
    expect(await discard(inFlight)).toBe(false);
    expect(await db.outbox.get(inFlight)).toBeDefined();
  });

  it('makes every waiting record due now on "Retry now"', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT, now: T0 });
    await drainAt(T0, fakeNetwork(reply(503)).transport, { random: () => 0.9 });
    expect((await recordOf(id)).nextAttemptAt).toBeGreaterThan(T0 + 1);
    expect(await makePendingDue(T0 + 1)).toBe(1);
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0 + 1, network.transport);
    expect(network.requests).toHaveLength(1);
  });

  it('refuses to queue a kind nobody registered', async () => {
    await expect(enqueue('nope', {}, { userId: RESIDENT })).rejects.toThrow(/not registered/);
  });
});

// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { registerOutboxKind, resetOutboxKinds } from '../../../src/offline/outbox-kinds';
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
  rideEndpoint,
} from './helpers';

beforeEach(resetOfflineDb);

describe('outbox drain: the request each record becomes', () => {
  it('sends with the record id as Idempotency-Key, a fresh bearer token and the JSON body', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    const network = fakeNetwork(reply(201, { request_id: 5 }));
    await drainAt(T0, network.transport);

    const [request] = network.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: 'golf-cart/golf-cart/request',
      headers: {
        'Idempotency-Key': id,
        Authorization: 'Bearer token-1',
        'Content-Type': 'application/json',
      },
    });
    expect(JSON.parse(String(request?.body))).toEqual({ pickup: 'Gate 1', time: ride('x').time });
  });

  it('sends a multipart body with the stored attachment as a file', async () => {
    registerOutboxKind<{ title: string }>({
      kind: 'test.lost-item',
      endpoint: { ...rideEndpoint, path: 'lost-found/items', bodyType: 'multipart' },
      toRequest: (item) => ({ multipart: { title: item.title, reward: undefined } }),
    });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]).buffer;
    await enqueue(
      'test.lost-item',
      { title: 'Keys' },
      {
        userId: RESIDENT,
        now: T0,
        attachments: [{ field: 'image', name: 'keys.jpg', type: 'image/jpeg', bytes }],
      },
    );
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0, network.transport);

    const form = network.requests[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    if (!(form instanceof FormData)) return;
    expect(form.get('title')).toBe('Keys');
    expect(form.has('reward')).toBe(false);
    const file = form.get('image');
    expect(file).toBeInstanceOf(Blob);
    expect(file instanceof Blob ? file.size : 0).toBe(3);
    expect(network.requests[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('migrates a payload queued by an older app version before sending it', async () => {
    registerOutboxKind<{ pickup: string }>({
      kind: 'test.versioned',
      endpoint: rideEndpoint,
      toRequest: (payload) => ({ body: payload }),
    });
    const id = await enqueue('test.versioned', { from: 'Gate 1' }, { userId: RESIDENT, now: T0 });
    // The app updates: version 2 renamed `from` to `pickup`.
    registerOutboxKind<{ pickup: string }>({
      kind: 'test.versioned',
      endpoint: rideEndpoint,
      schemaVersion: 2,
      migrate: (old) => ({ pickup: (old as { from: string }).from }),
      toRequest: (payload) => ({ body: payload }),
    });
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0, network.transport);
    expect(JSON.parse(String(network.requests[0]?.body))).toEqual({ pickup: 'Gate 1' });
    expect((await recordOf(id)).status).toBe('sent');
  });

  it('rejects, without sending, a payload the app can no longer read', async () => {
    registerOutboxKind({ kind: 'test.versioned', endpoint: rideEndpoint, toRequest: () => ({}) });
    const id = await enqueue('test.versioned', { from: 'Gate 1' }, { userId: RESIDENT, now: T0 });
    registerOutboxKind({
      kind: 'test.versioned',
      endpoint: rideEndpoint,
      schemaVersion: 2,
      migrate: () => {
        throw new Error('unknown shape');
      },
      toRequest: () => ({}),
    });
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0, network.transport);
    expect(network.requests).toHaveLength(0);
    expect(await recordOf(id)).toMatchObject({
      status: 'rejected',
      lastError: rideEndpoint.failure,
    });
  });

  it('leaves a record of an unregistered kind untouched for a context that knows it', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('Gate 1'), { userId: RESIDENT, now: T0 });
    resetOutboxKinds();
    const network = fakeNetwork(reply(201, {}));
    const summary = await drainAt(T0, network.transport);
    expect(network.requests).toHaveLength(0);
    expect(summary.unknownKind).toBe(1);
    expect(await recordOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

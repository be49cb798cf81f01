// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeApiBase, storeSessionForWorker } from '../../../src/offline/meta';
import { enqueue } from '../../../src/offline/outbox';
import { drainFromWorker } from '../../../src/offline/worker-drain';
import { RESIDENT, recordOf, registerRideKind, resetOfflineDb, ride } from './helpers';

beforeEach(resetOfflineDb);

describe('draining from the service worker', () => {
  it('sends with the token and API base the app stored in meta', async () => {
    registerRideKind();
    await storeSessionForWorker({ token: 'worker-token', userId: RESIDENT });
    await storeApiBase('https://estate.example/api/');
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT });
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 201 }),
    );

    const summary = await drainFromWorker({ fetch });

    expect(summary.sent).toBe(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://estate.example/api/golf-cart/golf-cart/request');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer worker-token',
      'Idempotency-Key': id,
    });
    expect((await recordOf(id)).status).toBe('sent');
  });

  it('leaves records pending, not needsAuth, when the app stored no session (only the app knows)', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT });
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }));
    const summary = await drainFromWorker({ fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect(summary.withoutToken).toBe(1);
    expect(await recordOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

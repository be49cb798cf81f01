import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOnline, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { drainOutbox, type DrainSummary } from '../../../src/offline/drain';
import { enqueue } from '../../../src/offline/outbox';
import {
  notifyEnqueued,
  retryNow,
  startOutboxTriggers,
  supportsBackgroundSync,
} from '../../../src/offline/triggers';
import {
  RESIDENT,
  fakeNetwork,
  recordOf,
  registerRideKind,
  reply,
  resetOfflineDb,
  ride,
} from './helpers';

let stop: (() => void) | undefined;
beforeEach(resetOfflineDb);
afterEach(() => {
  stop?.();
  stop = undefined;
  reportApiSuccess();
});

const idle: DrainSummary = {
  ran: true,
  sent: 0,
  retried: 0,
  rejected: 0,
  needsAuth: 0,
  expired: 0,
  recovered: 0,
  blocked: 0,
  unknownKind: 0,
  withoutToken: 0,
  responses: 0,
  stoppedOffline: false,
};

function countingDrain(summary: Partial<DrainSummary> = {}) {
  return vi.fn(async () => ({ ...idle, ...summary }));
}

describe('outbox drain triggers', () => {
  it('drains at start and right after an enqueue', async () => {
    registerRideKind();
    const drain = countingDrain();
    stop = startOutboxTriggers({ drain });
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
    await enqueue('test.ride', ride('A'), { userId: RESIDENT });
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(2));
  });

  it('sends a queued record end to end through the real drainer', async () => {
    registerRideKind();
    const network = fakeNetwork(reply(201, { request_id: 1 }));
    stop = startOutboxTriggers({
      drain: () => drainOutbox({ transport: network.transport, getToken: () => 'token' }),
    });
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT });
    await waitFor(async () => expect((await recordOf(id)).status).toBe('sent'));
  });

  it('drains once more after a drain during which work arrived, however many kicks', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const drain = vi.fn(async () => {
      await gate;
      return idle;
    });
    stop = startOutboxTriggers({ drain });
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
    notifyEnqueued();
    notifyEnqueued();
    notifyEnqueued();
    release();
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it('on `online`, makes waiting records due and drains', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT });
    await db.outbox.update(id, { nextAttemptAt: Date.now() + 600_000 });
    const drain = countingDrain();
    stop = startOutboxTriggers({ drain });
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(2));
    expect((await recordOf(id)).nextAttemptAt).toBeLessThanOrEqual(Date.now());
  });

  it('drains when the app becomes visible again', async () => {
    const drain = countingDrain();
    stop = startOutboxTriggers({ drain });
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(2));
  });

  it('drains again on a timer while a record waits', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT });
    await db.outbox.update(id, { nextAttemptAt: Date.now() + 1_000 });
    const drain = countingDrain({ retried: 1 });
    stop = startOutboxTriggers({ drain });
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(2), { timeout: 3_000 });
  });

  it('"Retry now" makes every waiting record due and drains', async () => {
    registerRideKind();
    const id = await enqueue('test.ride', ride('A'), { userId: RESIDENT });
    await db.outbox.update(id, { nextAttemptAt: Date.now() + 600_000 });
    const drain = countingDrain();
    stop = startOutboxTriggers({ drain });
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
    await retryNow();
    expect(drain).toHaveBeenCalledTimes(2);
    expect((await recordOf(id)).nextAttemptAt).toBeLessThanOrEqual(Date.now());
  });

  it('reports a drain stopped by the network as offline', async () => {
    stop = startOutboxTriggers({ drain: countingDrain({ stoppedOffline: true, retried: 1 }) });
    await waitFor(() => expect(isOnline()).toBe(false));
  });

  it('stops listening when stopped', async () => {
    const drain = countingDrain();
    stop = startOutboxTriggers({ drain });
    await waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
    stop();
    window.dispatchEvent(new Event('online'));
    notifyEnqueued();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drain).toHaveBeenCalledTimes(1);
  });
});

describe('Background Sync', () => {
  it('is reported missing where the browser has no SyncManager (iOS, Firefox)', () => {
    expect(supportsBackgroundSync()).toBe(false);
  });

  it('is requested after an enqueue where it exists', async () => {
    const register = vi.fn(async () => undefined);
    vi.stubGlobal('SyncManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: async () => ({ sync: { register } }) },
      configurable: true,
    });
    try {
      expect(supportsBackgroundSync()).toBe(true);
      notifyEnqueued();
      await waitFor(() => expect(register).toHaveBeenCalledWith('outbox'));
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

/**
 * When the window drains the outbox (DESIGN.md §5): right after an enqueue, at start, when the
 * network comes back (an `online` event, or any request that reaches the API again), when the
 * app becomes visible again, on a timer while anything waits, and on "Retry now". Where
 * Background Sync exists (Chromium) an enqueue also asks the worker to drain later, even after
 * the tab is closed; iOS and Firefox send only while the app is open.
 * Window only.
 */
import {
  isOnline,
  reportApiFailure,
  reportApiSuccess,
  subscribeConnectivity,
} from './connectivity';
import { db } from './db';
import type { DrainSummary } from './drain';
import { makePendingDue, onOutboxWork } from './outbox';
import { nextDrainDelay } from './outbox-schedule';
import { OUTBOX_SYNC_TAG } from './sync-tag';

// Kept here too for window code; the worker imports it from sync-tag.ts.
export { OUTBOX_SYNC_TAG };

export interface TriggerOptions {
  drain: () => Promise<DrainSummary>;
}

interface Triggers {
  kick(): Promise<void>;
  retryNow(): Promise<void>;
  stop(): void;
}

let active: Triggers | undefined;

export function startOutboxTriggers({ drain }: TriggerOptions): () => void {
  let stopped = false;
  let tail: Promise<void> = Promise.resolve();
  let queued = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = async (last: DrainSummary | undefined) => {
    clearTimeout(timer);
    if (stopped) return;
    const open = await db.outbox.where('status').anyOf('pending', 'sending').toArray();
    // Due records the last drain could not send (offline, or nothing it may send) must not
    // wake us every second; a lock held elsewhere, though, is worth checking again soon.
    const stuck = last?.ran === true && (last.stoppedOffline || !madeProgress(last));
    const delay = nextDrainDelay(open, Date.now(), stuck);
    if (!stopped && delay !== undefined) timer = setTimeout(() => void kick(), delay);
  };

  // Drains run one after another; a kick while one runs queues exactly one more, so work
  // queued mid-drain is never missed and a burst of kicks costs one extra drain, not many.
  const kick = (): Promise<void> => {
    if (stopped || queued) return tail;
    queued = true;
    tail = tail.then(async () => {
      queued = false;
      if (stopped) return;
      const last = await drain().catch(() => undefined);
      if (last?.stoppedOffline) reportApiFailure();
      else if (last && last.responses > 0) reportApiSuccess();
      await schedule(last).catch(() => undefined);
    });
    return tail;
  };

  const retryNow = async () => {
    await makePendingDue();
    await kick();
  };
  // The network is back: waits that were only counting on it are over.
  const onOnline = () => void retryNow();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void kick();
  };
  const stopWork = onOutboxWork(() => notifyEnqueued());
  // Any page's request that reached the API again ends the outage for the outbox too.
  const stopWatching = subscribeConnectivity(() => {
    if (isOnline()) void retryNow();
  });

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stopWork();
    stopWatching();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    if (active === triggers) active = undefined;
  };
  const triggers: Triggers = { kick, retryNow, stop };
  active?.stop(); // one set of triggers per window (React StrictMode mounts effects twice)
  active = triggers;
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void kick();
  return stop;
}

function madeProgress(summary: DrainSummary): boolean {
  return (
    summary.sent + summary.retried + summary.rejected + summary.needsAuth + summary.expired > 0
  );
}

/** Drain now (`enqueue` calls this for you) and ask for Background Sync where it exists. */
export function notifyEnqueued(): void {
  void active?.kick();
  void requestBackgroundSync();
}

/** "Retry now": every waiting record becomes due and the outbox drains at once. */
export async function retryNow(): Promise<void> {
  if (active) await active.retryNow();
  else await makePendingDue();
}

/** False on iOS Safari and Firefox: there queued items are sent only while the app is open. */
export function supportsBackgroundSync(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof (globalThis as { SyncManager?: unknown }).SyncManager !== 'undefined'
  );
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

async function requestBackgroundSync(): Promise<void> {
  if (!supportsBackgroundSync()) return;
  try {
    // getRegistration, not `ready`: `ready` never settles when no worker is registered.
    const registration = (await navigator.serviceWorker.getRegistration()) as
      SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Permission denied or unsupported: the window's own triggers still drain.
  }
}

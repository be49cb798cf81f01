/**
 * Waiting, for a while, for the answer to one queued write: a page that wants to say "done" as
 * a call would (My requests' Cancel) while the write still goes the one way, through the outbox.
 * Worker-safe: Dexie only.
 */
import { liveQuery } from 'dexie';
import { db, type OutboxRecord } from './db';

/** How long a page waits before saying the write is saved and will be sent later. */
export const OUTCOME_WAIT_MS = 15_000;

/** No longer waiting or being sent: sent, refused, signed out or expired. */
export const isSettled = (record: OutboxRecord): boolean =>
  record.status !== 'pending' && record.status !== 'sending';

/** Settled, or a try already failed for want of a signal: the page may say it waits. */
export const settledOrTried = (record: OutboxRecord): boolean =>
  isSettled(record) || (record.status === 'pending' && record.attempts > 0);

/**
 * The record once it is settled (or `enough` says it has come far enough), or as it stands when `timeoutMs` runs
 * out; undefined if it left the outbox (discarded).
 */
export function settledRecord(
  id: string,
  timeoutMs = OUTCOME_WAIT_MS,
  enough: (record: OutboxRecord) => boolean = isSettled,
): Promise<OutboxRecord | undefined> {
  return new Promise((resolve) => {
    let latest: OutboxRecord | undefined;
    let done = false;
    const finish = (record: OutboxRecord | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // Dexie may answer synchronously inside subscribe(): leave after it has returned.
      queueMicrotask(() => subscription.unsubscribe());
      resolve(record);
    };
    const timer = setTimeout(() => finish(latest), timeoutMs);
    const subscription = liveQuery(() => db.outbox.get(id)).subscribe({
      next: (record) => {
        latest = record;
        if (!record || enough(record)) finish(record);
      },
      error: () => finish(latest),
    });
  });
}

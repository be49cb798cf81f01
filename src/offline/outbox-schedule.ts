/**
 * When the window should next try to drain, from the open records alone (pure, so testable).
 * It follows the drainer's own rules: a record held behind an earlier one of its entity is not
 * due, whatever its own time says; otherwise a blocked queue would wake the app every second.
 */
import type { OutboxRecord } from './db';

export const MIN_WAKE_MS = 1_000;
export const MAX_WAKE_MS = 60_000;
/**
 * How soon to try due records again after a drain found no server: a guard whose signal (or
 * server) came back without an `online` event should not wait a whole minute for the entry.
 */
export const RECHECK_STUCK_MS = 15_000;

/**
 * Milliseconds until the next useful drain, or undefined when nothing is waiting to be sent.
 * `ignoreDue`: the last drain could not send what is due (offline, or a kind it cannot send),
 * so only records that become due later, or a recheck 15 s away, are worth waking for.
 */
export function nextDrainDelay(
  openRecords: readonly OutboxRecord[],
  now: number,
  ignoreDue: boolean,
): number | undefined {
  const held = new Set<string>();
  let wakeAt: number | undefined;
  const consider = (at: number) => {
    wakeAt = wakeAt === undefined ? at : Math.min(wakeAt, at);
  };
  const ordered = [...openRecords].sort((a, b) => a.createdAt - b.createdAt);
  for (const record of ordered) {
    if (record.entityKey !== undefined && held.has(record.entityKey)) continue;
    if (record.entityKey !== undefined) held.add(record.entityKey);
    if (record.status === 'sending') consider(now + MAX_WAKE_MS); // mid-send elsewhere, or crashed
    if (record.status !== 'pending') continue;
    const due = record.nextAttemptAt <= now;
    consider(due && ignoreDue ? now + RECHECK_STUCK_MS : record.nextAttemptAt);
  }
  if (wakeAt === undefined) return undefined;
  return Math.min(MAX_WAKE_MS, Math.max(MIN_WAKE_MS, wakeAt - now));
}

/**
 * The drainer (DESIGN.md §5): sends due outbox records, one drainer at a time across windows
 * and the worker. It re-reads the table every pass, because another context may have queued,
 * discarded or sent records meanwhile. Worker-safe: no `window`, no React.
 */
import { db, type OutboxRecord } from './db';
import { withExclusiveLock } from './lock';
import { failureMessageOf, getOutboxKind, type OutboxKind } from './outbox-kinds';
import {
  emptySummary,
  sendRecord,
  writeTransition,
  type DrainOptions,
  type DrainSummary,
} from './drain-send';
import { expiredTransition } from './outbox-policy';
import { currentPayload } from './outbox-request';

export type { DrainOptions, DrainSummary } from './drain-send';

export const STALE_SENDING_MS = 2 * 60_000;
/** Sent records stay a week so the item can still say "Sent 14:02". */
export const SENT_RETENTION_MS = 7 * 24 * 60 * 60_000;
// Each pass re-reads the table; more passes than this means something keeps re-queuing.
const MAX_PASSES = 50;

export async function drainOutbox(options: DrainOptions): Promise<DrainSummary> {
  const result = await withExclusiveLock('outbox', (originWide) => drain(options, originWide));
  return result.acquired ? result.value : emptySummary(false);
}

async function drain(options: DrainOptions, originWide: boolean): Promise<DrainSummary> {
  const now = options.now ?? Date.now;
  const summary = emptySummary(true);
  const start = now();
  // Holding the origin-wide lock, any `sending` record belongs to a drainer that died mid-send;
  // the Idempotency-Key makes sending it again safe.
  const staleMs = originWide ? 0 : (options.staleSendingMs ?? STALE_SENDING_MS);
  const stale = () =>
    db.outbox
      .where('status')
      .equals('sending')
      .filter((record) => record.updatedAt <= start - staleMs);
  const old = () =>
    db.outbox
      .where('status')
      .equals('sent')
      .filter((record) => (record.sentAt ?? record.updatedAt) < start - SENT_RETENTION_MS);
  // Looked at first, written only when there is something to change: a drain runs as every
  // page loads, and WebKit strands a write still open when the page is left (see
  // leave-no-frozen-page.ts), so a load that changes nothing must write nothing.
  summary.recovered =
    (await stale().count()) > 0
      ? await stale().modify({ status: 'pending', nextAttemptAt: start, updatedAt: start })
      : 0;
  if ((await old().count()) > 0) await old().delete();

  const tried = new Set<string>();
  const blocked = new Set<string>();
  const unknown = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const progressed = await drainPass(options, summary, { tried, blocked, unknown });
    if (!progressed || summary.stoppedOffline) break;
  }
  summary.blocked = blocked.size;
  summary.unknownKind = unknown.size;
  return summary;
}

interface PassState {
  tried: Set<string>;
  blocked: Set<string>;
  unknown: Set<string>;
}

/** One walk over the open records in queue order; true if anything was sent or settled. */
async function drainPass(
  options: DrainOptions,
  summary: DrainSummary,
  state: PassState,
): Promise<boolean> {
  const now = (options.now ?? Date.now)();
  const open = await db.outbox
    .where('status')
    .anyOf('pending', 'sending', 'needsAuth')
    .sortBy('createdAt');
  const heldKeys = new Set<string>(); // entity keys with an earlier record not yet sent
  const hold = (record: OutboxRecord) => {
    if (record.entityKey !== undefined) heldKeys.add(record.entityKey);
  };
  let progressed = false;

  for (const record of open) {
    if (record.status !== 'pending') {
      hold(record);
      continue;
    }
    const kind = getOutboxKind(record.kind);
    if (!kind) {
      // Another context (the app) may know this kind; leave the record untouched.
      state.unknown.add(record.id);
      hold(record);
      continue;
    }
    const payload = readPayload(record, kind);
    if (!payload.ok) {
      // A payload this app can no longer read: show it to the user rather than guess.
      const rejected = { status: 'rejected' as const, lastError: failureMessageOf(kind) };
      if (await writeTransition(record.id, 'pending', rejected, now)) {
        summary.rejected += 1;
        progressed = true;
      }
      continue;
    }
    if (isExpired(kind, payload.value, now)) {
      // Expiry sends nothing, so it is settled even behind an earlier record of its key.
      if (await writeTransition(record.id, 'pending', expiredTransition(), now)) {
        state.blocked.delete(record.id);
        summary.expired += 1;
        progressed = true;
      }
      continue;
    }
    if (record.entityKey !== undefined && heldKeys.has(record.entityKey)) {
      state.blocked.add(record.id);
      continue;
    }
    if (record.nextAttemptAt > now || state.tried.has(record.id)) {
      hold(record);
      continue;
    }
    state.tried.add(record.id);
    state.blocked.delete(record.id);
    progressed = true;
    const status = await sendRecord(record, kind, payload.value, options, summary);
    if (status !== 'sent') hold(record);
    if (summary.stoppedOffline) break; // every other send would fail the same way
  }
  return progressed;
}

function readPayload(
  record: OutboxRecord,
  kind: OutboxKind,
): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: currentPayload(record, kind) };
  } catch {
    return { ok: false };
  }
}

function isExpired(kind: OutboxKind, payload: unknown, now: number): boolean {
  try {
    return kind.isExpired?.(payload, now) === true;
  } catch {
    return false; // a broken check must not stop the queue; the server judges the request
  }
}

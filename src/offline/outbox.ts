/**
 * Writing to the outbox (DESIGN.md §5). A record is written before any send is tried, so a
 * write survives a closed tab, a dead battery or a crashed drainer; after that only the drainer
 * and the user's own choices (discard, edit and resend, sign in again) change it.
 * Worker-safe: no `window`, no React.
 */
import { db, type OutboxAttachment, type OutboxRecord, type OutboxStatus } from './db';
import { newId, sameJson } from './ids';
import { getOutboxKind, kindVersion, type OutboxKind } from './outbox-kinds';

export interface EnqueueOptions {
  userId: string;
  /** Overrides the kind's own `entityKey(payload)`. */
  entityKey?: string;
  attachments?: OutboxAttachment[];
  now?: number;
}

/** Statuses the user can fix by editing the payload and sending it again. */
export const EDITABLE_STATUSES: readonly OutboxStatus[] = ['rejected', 'expired', 'needsAuth'];

const workListeners = new Set<() => void>();

/** Told when there is new work to send (the window's triggers drain at once). */
export function onOutboxWork(listener: () => void): () => void {
  workListeners.add(listener);
  return () => workListeners.delete(listener);
}

function announceWork(): void {
  for (const listener of workListeners) listener();
}

function kindOf<P>(kind: OutboxKind<P> | string): OutboxKind {
  const name = typeof kind === 'string' ? kind : kind.kind;
  const registered = getOutboxKind(name);
  if (!registered) throw new Error(`Outbox kind "${name}" is not registered`);
  return registered;
}

/** Queues a write and returns its id (also its Idempotency-Key). */
export async function enqueue<P>(
  kind: OutboxKind<P> | string,
  payload: P,
  options: EnqueueOptions,
): Promise<string> {
  const definition = kindOf(kind);
  const now = options.now ?? Date.now();
  const entityKey = options.entityKey ?? definition.entityKey?.(payload);
  const record: OutboxRecord = {
    id: newId(),
    kind: definition.kind,
    schemaVersion: kindVersion(definition),
    payload,
    userId: options.userId,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
    ...(entityKey === undefined ? {} : { entityKey }),
    ...(options.attachments?.length ? { attachments: options.attachments } : {}),
  };
  await db.outbox.add(record);
  announceWork();
  return record.id;
}

/** Reads a picked file into an attachment (ArrayBuffer: Safari cannot store Blobs). */
export async function attachmentFromFile(field: string, file: File): Promise<OutboxAttachment> {
  return { field, name: file.name, type: file.type, bytes: await file.arrayBuffer() };
}

/** Removes a record for good. A record being sent right now cannot be discarded. */
export async function discard(id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const record = await db.outbox.get(id);
    if (!record || record.status === 'sending') return false;
    await db.outbox.delete(id);
    return true;
  });
}

/**
 * Sends a rejected, expired or signed-out record again, possibly with a new payload. A changed
 * payload gets a new id: the server answers 422 to the old Idempotency-Key with another body.
 * Returns the id the record now has.
 */
export async function editAndResend(
  id: string,
  payload: unknown,
  now = Date.now(),
): Promise<string> {
  const nextId = await db.transaction('rw', db.outbox, async () => {
    const record = await db.outbox.get(id);
    if (!record) throw new Error('This item is no longer in the outbox');
    if (!EDITABLE_STATUSES.includes(record.status)) {
      throw new Error(`A ${record.status} item cannot be edited`);
    }
    const kind = getOutboxKind(record.kind);
    const unchanged = sameJson(record.payload, payload);
    const entityKey = kind?.entityKey ? kind.entityKey(payload) : record.entityKey;
    const next: OutboxRecord = {
      ...record,
      id: unchanged ? record.id : newId(),
      payload,
      schemaVersion: kind ? kindVersion(kind) : record.schemaVersion,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      updatedAt: now,
      // createdAt stays: it is the item's place in the queue and when the user made it.
    };
    delete next.lastError;
    delete next.serverResult;
    delete next.sentAt;
    if (entityKey === undefined) delete next.entityKey;
    else next.entityKey = entityKey;
    if (!unchanged) await db.outbox.delete(record.id);
    await db.outbox.put(next);
    return next.id;
  });
  announceWork();
  return nextId;
}

/** After the user signs in again: their signed-out records go back in the queue. */
export async function resumeNeedsAuth(userId: string, now = Date.now()): Promise<number> {
  const resumed = await db.outbox
    .where('[userId+status]')
    .equals([userId, 'needsAuth'])
    .modify({ status: 'pending', nextAttemptAt: now, updatedAt: now });
  if (resumed > 0) announceWork();
  return resumed;
}

/** "Retry now": every waiting record becomes due, ignoring its backoff. */
export async function makePendingDue(now = Date.now()): Promise<number> {
  return db.outbox
    .where('status')
    .equals('pending')
    .modify((record) => {
      if (record.nextAttemptAt > now) record.nextAttemptAt = now;
    });
}

export async function getOutboxRecord(id: string): Promise<OutboxRecord | undefined> {
  return db.outbox.get(id);
}

/** Outbox records and cached rows written straight into the device database, as a user left them. */
import { db, type OutboxRecord, type OutboxStatus } from '../../../src/offline/db';

let next = 0;

export async function resetDeviceData(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
}

export async function queued(
  status: OutboxStatus,
  userId: string,
  extra: Partial<OutboxRecord> = {},
): Promise<OutboxRecord> {
  next += 1;
  const now = Date.now();
  const record: OutboxRecord = {
    id: `record-${next}`,
    kind: 'golfCartRequest',
    schemaVersion: 1,
    payload: { pickup: 'Gate 1' },
    userId,
    status,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now - 60_000 + next,
    updatedAt: now,
    ...extra,
  };
  await db.outbox.add(record);
  return record;
}

export async function savedCollection(name: string, items: unknown[]): Promise<void> {
  await db.cached.bulkPut(
    items.map((data, position) => ({ collection: name, id: String(position), data, position })),
  );
  await db.collections.put({ name, refreshedAt: Date.now() });
}

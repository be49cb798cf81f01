/**
 * Outbox state for the UI, live from Dexie so every tab and the worker's sends show at once.
 *
 * The pending count is what the user still has to care about: items waiting or being sent
 * (pending, sending) and items that need them (needsAuth: sign in; rejected and expired: fix or
 * discard). Sent items are done and not counted.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, UNSENT_STATUSES, type OutboxRecord } from './db';

/** Items needing attention; pass `userId` so a shared phone shows only this user's. */
export function usePendingCount(userId?: string): number {
  return (
    useLiveQuery(
      () =>
        db.outbox
          .where('status')
          .anyOf(UNSENT_STATUSES)
          .filter((record) => userId === undefined || record.userId === userId)
          .count(),
      [userId],
    ) ?? 0
  );
}

export interface OutboxFilter {
  kind?: string;
  entityKey?: string;
  userId?: string;
}

/** Queued items, oldest first; undefined until read once. */
export function useOutboxItems(filter: OutboxFilter = {}): OutboxRecord[] | undefined {
  const { kind, entityKey, userId } = filter;
  return useLiveQuery(async () => {
    const base =
      kind !== undefined ? db.outbox.where('kind').equals(kind) : db.outbox.toCollection();
    const records = await base
      .filter(
        (record) =>
          (entityKey === undefined || record.entityKey === entityKey) &&
          (userId === undefined || record.userId === userId),
      )
      .toArray();
    return records.sort((a, b) => a.createdAt - b.createdAt);
  }, [kind, entityKey, userId]);
}

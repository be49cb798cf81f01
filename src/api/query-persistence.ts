/**
 * The persisted TanStack Query cache (DESIGN.md §4): small online-only answers (a member's
 * bookings, admin lists) survive a reload so the last known state shows offline with its age.
 * Cached collections are not persisted here: their rows live in Dexie, which is the one home
 * of that data. Mutations are never persisted: the outbox is the only queue.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
// Not '../offline/db': that would pull Dexie into the first chunk.
import { SCHEMA_VERSION } from '../offline/schema-version';

export const QUERY_CACHE_KEY = 'gatehouse-query-cache';
export const QUERY_CACHE_MAX_AGE = 7 * 24 * 60 * 60_000;
/** First key part of every cached collection's refresh (`collectionQueryKey` in src/offline). */
export const COLLECTION_QUERY_PREFIX = 'collection';

/**
 * What the persister sees of a query. Structural on purpose: the persister ships its own copy
 * of query-core, whose `Query` class type does not match react-query's.
 */
export interface PersistableQuery {
  queryKey: readonly unknown[];
  meta?: Record<string, unknown> | undefined;
  state: { status: string };
}

/** True for a query worth restoring after a reload: a success, not opted out, not a collection. */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  return (
    query.state.status === 'success' &&
    query.meta?.persist !== false &&
    query.queryKey[0] !== COLLECTION_QUERY_PREFIX
  );
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      // Private modes can lack localStorage: then nothing is persisted, and the app still works.
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
      key: QUERY_CACHE_KEY,
    }),
    maxAge: QUERY_CACHE_MAX_AGE,
    buster: String(SCHEMA_VERSION),
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    },
  };
}

/** Forgets the saved copy (sign-out, "Clear cached data"); the live cache is cleared by the caller. */
export function clearPersistedQueries(): void {
  try {
    localStorage.removeItem(QUERY_CACHE_KEY);
  } catch {
    // No storage, nothing saved.
  }
}

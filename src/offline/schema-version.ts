/**
 * The version of the device's stored data, kept apart from `db.ts` so the TanStack Query
 * persister can use it as its `buster` without pulling Dexie into the first chunk.
 * Bump it together with a new `version(n)` in `db.ts`.
 */
export const SCHEMA_VERSION = 2;

/** The IndexedDB database shared by the app and the service worker. */
export const DB_NAME = 'gatehouse';

/**
 * The one Dexie database of the device (DESIGN.md §4), shared by the app and the service worker,
 * so it must stay free of `window`, `localStorage` and React.
 *
 * Versions are kept forever: a phone may skip app releases and open this code with any older
 * database, and Dexie walks every `upgrade()` between its version and ours.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import { DB_NAME, SCHEMA_VERSION } from './schema-version';

export { DB_NAME, SCHEMA_VERSION };

/** One item of a cached collection, exactly as the server sent it (validated before writing). */
export interface CachedRow {
  collection: string;
  id: string;
  data: unknown;
  /** Index in the server's answer, so lists keep the server's order. */
  position: number;
}

export interface CollectionMeta {
  name: string;
  refreshedAt: number;
  /** Whose copy this is (e.g. an apartment number), so another user's cache is never shown. */
  scope?: string;
}

export interface StoredFile {
  key: string;
  /** ArrayBuffer, not Blob: Safari fails to store Blobs in IndexedDB. */
  bytes: ArrayBuffer;
  contentType: string;
  size: number;
  savedAt: number;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'rejected' | 'needsAuth' | 'expired';

/** Everything but `sent`: each still carries something the user made and has not seen arrive. */
export const UNSENT_STATUSES: readonly OutboxStatus[] = [
  'pending',
  'sending',
  'needsAuth',
  'rejected',
  'expired',
];

export interface OutboxAttachment {
  /** The multipart field name the endpoint expects (e.g. `image`). */
  field: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** One queued write (DESIGN.md §5). Headers are never stored: a fresh token is attached at send. */
export interface OutboxRecord {
  /** uuid, sent as the Idempotency-Key. */
  id: string;
  kind: string;
  /** Version of the kind's payload shape when it was queued. */
  schemaVersion: number;
  payload: unknown;
  userId: string;
  /** Records with the same key are sent strictly in order. */
  entityKey?: string;
  status: OutboxStatus;
  /** Sends started so far (counted before the request, so a crash still counts). */
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  lastError?: string;
  serverResult?: unknown;
  sentAt?: number;
  attachments?: OutboxAttachment[];
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

const v1 = {
  cached: '[collection+id], [collection+position]',
  collections: 'name',
  files: 'key, savedAt',
  outbox: 'id, status, [status+nextAttemptAt], entityKey, kind, createdAt',
  meta: 'key',
};

/**
 * v2: the outbox gets `[userId+status]` (resume after login and per-user counts without a scan)
 * and `updatedAt`, which v1 did not stamp; it is what tells a crashed `sending` record apart.
 */
const v2 = {
  ...v1,
  outbox: 'id, status, [status+nextAttemptAt], entityKey, kind, createdAt, [userId+status]',
};

export class GatehouseDb extends Dexie {
  cached!: Table<CachedRow, [string, string]>;
  collections!: EntityTable<CollectionMeta, 'name'>;
  files!: EntityTable<StoredFile, 'key'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  meta!: EntityTable<MetaEntry, 'key'>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores(v1);
    this.version(2)
      .stores(v2)
      .upgrade((tx) =>
        tx
          .table<Partial<OutboxRecord> & { id: string }>('outbox')
          .toCollection()
          .modify((record) => {
            record.updatedAt ??= record.createdAt ?? Date.now();
          }),
      );
  }
}

/** The shared instance; Dexie opens it lazily on first use. */
export const db = new GatehouseDb();

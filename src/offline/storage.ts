/**
 * The phone's side of the "Offline data" panel: ask the browser to keep our data, say what is
 * stored and how big it is, and clear it. Clearing never takes unsent writes with it unless the
 * caller says so (the UI asks the user first): losing a queued request silently is the one
 * thing the outbox exists to prevent.
 */
import { db, type OutboxStatus } from './db';
import { readMeta, writeMeta } from './meta';

const PERSIST_ASKED = 'persistAsked';

/** How long to wait for the browser's answer: Firefox asks the user, who may never answer. */
export const PERSIST_ANSWER_MS = 5_000;

/**
 * Asks once for persistent storage (so the browser does not evict the outbox under pressure);
 * later calls only report. Resolves to whether storage is persistent. WebKit has no `persist()`
 * (nothing to ask); Firefox shows a prompt whose promise stays open until the user answers, so
 * the question counts as asked before the answer comes (one prompt, not one per queued write)
 * and the caller hears "not persistent" after a while rather than never.
 */
export async function requestPersistentStorage(answerMs = PERSIST_ANSWER_MS): Promise<boolean> {
  // `persist` exists in windows only; typed loosely so this module also compiles for the worker.
  const storage = globalThis.navigator?.storage as
    (StorageManager & { persist?: () => Promise<boolean> }) | undefined;
  if (!storage?.persist) return false;
  if (await readMeta(PERSIST_ASKED)) return storage.persisted ? storage.persisted() : false;
  await writeMeta(PERSIST_ASKED, true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), answerMs);
  });
  try {
    return await Promise.race([storage.persist().catch(() => false), unanswered]);
  } finally {
    clearTimeout(timer);
  }
}

export async function estimateUsage(): Promise<{ usage: number; quota: number } | undefined> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate) return undefined;
  const { usage = 0, quota = 0 } = await storage.estimate();
  return { usage, quota };
}

export interface StoredDataReport {
  collections: { name: string; rows: number; bytes: number; refreshedAt: number }[];
  files: { count: number; bytes: number };
  outbox: Record<OutboxStatus, number>;
}

export async function describeStoredData(): Promise<StoredDataReport> {
  return db.transaction('r', db.cached, db.collections, db.files, db.outbox, async () => {
    const encoder = new TextEncoder();
    const collections = await db.collections.toArray();
    const sizes = new Map<string, { rows: number; bytes: number }>();
    await db.cached.each((row) => {
      const size = sizes.get(row.collection) ?? { rows: 0, bytes: 0 };
      size.rows += 1;
      size.bytes += encoder.encode(JSON.stringify(row.data) ?? '').byteLength; // approximate
      sizes.set(row.collection, size);
    });
    let fileCount = 0;
    let fileBytes = 0;
    await db.files.each((file) => {
      fileCount += 1;
      fileBytes += file.size;
    });
    const outbox: Record<OutboxStatus, number> = {
      pending: 0,
      sending: 0,
      sent: 0,
      rejected: 0,
      needsAuth: 0,
      expired: 0,
    };
    for (const status of Object.keys(outbox) as OutboxStatus[]) {
      outbox[status] = await db.outbox.where('status').equals(status).count();
    }
    return {
      collections: collections.map(({ name, refreshedAt }) => ({
        name,
        refreshedAt,
        ...(sizes.get(name) ?? { rows: 0, bytes: 0 }),
      })),
      files: { count: fileCount, bytes: fileBytes },
      outbox,
    };
  });
}

/**
 * Clears cached lists and files, and sent history. Unsent outbox records stay unless
 * `includeUnsentOutbox` is true. The session in `meta` stays: this is not a sign-out.
 */
export async function clearCachedData(options: { includeUnsentOutbox: boolean }): Promise<void> {
  await db.transaction('rw', db.cached, db.collections, db.files, db.outbox, async () => {
    await Promise.all([db.cached.clear(), db.collections.clear(), db.files.clear()]);
    if (options.includeUnsentOutbox) await db.outbox.clear();
    else await db.outbox.where('status').equals('sent').delete();
  });
}

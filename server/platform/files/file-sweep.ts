/**
 * No file without its row (issue 19): a file is stored before its row is written, so a process
 * killed in between, a failed rollback clean-up or a failed delete after a commit leaves a file
 * no row names. The sweep lists both stores and removes such files once they are older than a
 * grace period — longer than any upload takes between storing its file and committing its row,
 * so an upload in flight is never robbed. Like every scheduled job it runs once across instances
 * (job-runs.ts); the listing and deleting happen after that claim commits, so no transaction
 * stays open while the store is walked.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore, FileStores } from './file-store';
import { claimJobRun } from '../jobs/job-runs';
import { webpTwinOf } from './thumbnail-twins';

const JOB = 'file-sweep';

type FileColumns = { [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

/** Every column naming a file in the public store (a thumbnail's row names its WebP twin too). */
export const publicFileColumns = {
  menus: ['file_name', 'thumbnail_name'],
  gallery_images: ['file_name', 'thumbnail_name'],
  newsletters: ['file_name'],
  events: ['image_name', 'thumbnail_name'],
  lost_found_items: ['image_name', 'thumbnail_name'],
  walk_ins: ['photo_name', 'thumbnail_name'],
  parcels: ['photo_name', 'thumbnail_name'],
  helpdesk_tickets: ['photo_name', 'thumbnail_name'],
  helpdesk_comments: ['photo_name', 'thumbnail_name'],
} as const satisfies FileColumns;

/** And in the private one (apartment_documents.file_name is the name the RWA uploaded). */
export const privateFileColumns = {
  apartment_documents: ['storage_name'],
} as const satisfies FileColumns;

export interface SweepOptions {
  now: Date;
  /** Files younger than this many seconds are kept, named or not. */
  graceSeconds: number;
  /** A sweep within this many seconds before `now` (on any instance) means: not again yet. */
  minGapSeconds: number;
  log?: FastifyBaseLogger;
}

export interface SweepOutcome {
  /** False when another instance holds the job or ran it within the gap. */
  ran: boolean;
  /** Names removed, per store. */
  removed: { files: string[]; privateFiles: string[] };
}

export async function sweepOrphanFiles(
  db: Kysely<Database>,
  stores: FileStores,
  options: SweepOptions,
): Promise<SweepOutcome> {
  const claimed = await db
    .transaction()
    .execute((tx) => claimJobRun(tx, JOB, options.now, options.minGapSeconds));
  if (!claimed) return { ran: false, removed: { files: [], privateFiles: [] } };
  const cutoff = options.now.getTime() - options.graceSeconds * 1000;
  return {
    ran: true,
    removed: {
      files: await sweepStore(db, stores.files, publicFileColumns, cutoff, options.log),
      privateFiles: await sweepStore(
        db,
        stores.privateFiles,
        privateFileColumns,
        cutoff,
        options.log,
      ),
    },
  };
}

async function sweepStore(
  db: Kysely<Database>,
  store: FileStore,
  columns: FileColumns,
  cutoff: number,
  log: FastifyBaseLogger | undefined,
): Promise<string[]> {
  // Listed before the names are read: a file whose row commits meanwhile is then seen as named.
  const old: string[] = [];
  for await (const file of store.list()) {
    if (file.lastModified.getTime() <= cutoff) old.push(file.name);
  }
  if (old.length === 0) return [];
  const named = await namedFiles(db, columns);
  const removed: string[] = [];
  for (const name of old) {
    if (named.has(name)) continue;
    try {
      await store.delete(name);
      removed.push(name);
    } catch (error) {
      // The next sweep tries again; one stuck file must not stop the rest.
      log?.warn({ err: error, file: name }, 'could not sweep a stored file');
    }
  }
  if (removed.length > 0) log?.info({ files: removed.length }, 'swept files no row names');
  return removed;
}

/** The names `columns` hold, with each JPEG thumbnail's WebP twin. */
async function namedFiles(db: Kysely<Database>, columns: FileColumns): Promise<Set<string>> {
  const selects = Object.entries(columns).flatMap(([table, names]) =>
    (names ?? []).map(
      (column) =>
        sql`SELECT ${sql.ref(column)} AS name FROM ${sql.table(table)}
            WHERE ${sql.ref(column)} IS NOT NULL AND ${sql.ref(column)} <> ''`,
    ),
  );
  const { rows } = await sql<{ name: string }>`${sql.join(selects, sql` UNION ALL `)}`.execute(db);
  return new Set(rows.flatMap(({ name }) => [name, webpTwinOf(name) ?? '']));
}

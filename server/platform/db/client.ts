/**
 * Opens the one database the server uses: embedded PGlite by default, PostgreSQL when a URL
 * is given. Both go through Kysely's PostgresDialect, so queries and migrations are the same.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import type { ChangeFeed } from './change-feed';
import { lockDataDir } from './data-dir-lock';
import { PGlitePool } from './pglite-pool';
import { unpackTarGz } from './unpack-tar';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** What changed, as the database tells (change-feed.ts); without it nothing is kept in memory. */
  changes?: ChangeFeed;
  /** Ends the pool (PostgreSQL) or closes the embedded database (PGlite). */
  close(): Promise<void>;
  /** The pool's connections now (PostgreSQL); PGlite has one session and no pool to tell of. */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small, or connections are held long. */
  waiting: number;
}

const INT8 = 20;
const DATE = 1082;

/** A dump to fill an empty PGlite folder from (pglite-template.ts), and where to say it failed. */
export interface PgliteTemplate {
  file: string;
  warn(line: string): void;
}

/**
 * The configured database; PGlite's folder is locked to this process while open
 * (data-dir-lock.ts), and filled from `pgliteTemplate` when empty. PostgreSQL never uses it.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  pgliteTemplate?: PgliteTemplate;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openLockedPglite(options.pgliteDir, options.pgliteTemplate);
}

export async function openLockedPglite(
  dataDir: string,
  template?: PgliteTemplate,
): Promise<DatabaseHandle> {
  const unlock = lockDataDir(dataDir);
  try {
    const handle =
      template && !existsSync(join(dataDir, 'PG_VERSION'))
        ? await openFromTemplate(dataDir, template)
        : await openPglite(dataDir);
    return { ...handle, close: () => handle.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * An empty folder filled from the template (unpacked beside PGlite, not by its `loadDataDir`:
 * unpack-tar.ts), then opened as any existing one. If the template is missing or will not
 * open, initdb as before (one line says why), on a folder emptied of what the failure left.
 */
async function openFromTemplate(
  dataDir: string,
  { file, warn }: PgliteTemplate,
): Promise<DatabaseHandle> {
  if (!existsSync(file)) {
    warn(`No database template at ${file}; running initdb.`);
    return openPglite(dataDir);
  }
  try {
    await unpackTarGz(file, dataDir);
    return await openPglite(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    warn(`The database template ${file} did not load (${String(error)}); running initdb.`);
    return openPglite(dataDir);
  }
}

/**
 * PostgreSQL's memory settings for an estate's database on a small server (issue 38,
 * docs/memory.md). PGlite runs PostgreSQL inside a WebAssembly heap that never shrinks, and
 * its default 128 MB of shared buffers is most of it; an estate's whole database is a few tens
 * of MB, so 32 MB still caches it, and a warm start takes ~130 MB and half a second less.
 */
const SMALL_ESTATE_SETTINGS = [
  'shared_buffers=32MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
  'wal_buffers=1MB',
].flatMap((setting) => ['-c', setting]);

/** PGlite as the app opens it; `loadDataDir` fills an empty folder from a dump (backups). */
export function startPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, {
    extensions: { btree_gist, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...SMALL_ESTATE_SETTINGS],
    initDbStartParams: SMALL_ESTATE_SETTINGS,
    // Dates stay 'yyyy-MM-dd' strings: a Date at UTC midnight shows the previous day in India.
    parsers: { [DATE]: (value: string) => value },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** `loadDataDir` fills an empty `dataDir` (or `memory://`) from a dump first: tests clone so. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const pglite = await startPglite(dataDir, loadDataDir);
  const changes = await pgliteChangeFeed(pglite);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }),
  });
  return { db, kind: 'pglite', changes, close: () => changes.close().then(() => db.destroy()) };
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Same values as PGlite gives: counts as numbers (they stay far below 2^53), dates as text.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return Number;
        if (oid === DATE) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    // Fail at start, not on the first request, when the URL is wrong.
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const changes = postgresChangeFeed(connectionString, pool);
  return {
    db,
    kind: 'postgres',
    changes,
    close: () => changes.close().then(() => db.destroy()),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

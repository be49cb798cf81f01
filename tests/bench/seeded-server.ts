/**
 * A bench's own server (the real `server/main.ts`, serving the built app) on a database seeded
 * for it: migrated, the demo people, then the bench's own rows written straight in, before the
 * server starts on it (PGlite allows one process, so the shared bench server's database cannot
 * be written to from here). On PGlite in a data dir of its own, or on PostgreSQL in a database of
 * its own under `adminUrl`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/platform/db/client';
import { migrateToLatest } from '../../server/platform/db/migrate';
import type { Database } from '../../server/platform/db/schema';
import { seedDemo } from '../../server/seed';
import { startServer, type RunningServer } from '../e2e/support/server';
import { adminQuery, databaseUrl } from '../server/postgres-admin';

/** The JWT secret the bench servers get, so a bench can sign its people's sessions (sessions.ts). */
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

export interface SeededServer<T> {
  engine: 'PGlite' | 'PostgreSQL';
  server: RunningServer;
  /** What the bench's seed answered (its people's tokens, say). */
  seeded: T;
  stop(): Promise<void>;
}

async function seedAndClose<T>(
  handle: DatabaseHandle,
  seed: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    return await seed(handle.db);
  } finally {
    await handle.close();
  }
}

export async function startSeededServer<T>(
  name: string,
  seed: (db: Kysely<Database>) => Promise<T>,
  adminUrl?: string,
  /** The server's own settings beside the bench's (a job turned off, say). */
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<SeededServer<T>> {
  const dataDir = mkdtempSync(join(tmpdir(), `gatehouse-bench-${name}-`));
  const dbName = `gatehouse_bench_${name}_${process.pid}`;
  let env: NodeJS.ProcessEnv = {
    ...extraEnv,
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_SECRET,
    LOG_LEVEL: 'error',
  };
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  };
  try {
    let seeded: T;
    if (adminUrl) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await adminQuery(adminUrl, `CREATE DATABASE "${dbName}"`);
      env = { ...env, DATABASE_URL: databaseUrl(adminUrl, dbName) };
      seeded = await seedAndClose(await openPostgres(databaseUrl(adminUrl, dbName)), seed);
    } else {
      seeded = await seedAndClose(await openPglite(join(dataDir, 'db')), seed);
    }
    const server = await startServer({ env });
    return {
      engine: adminUrl ? 'PostgreSQL' : 'PGlite',
      server,
      seeded,
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

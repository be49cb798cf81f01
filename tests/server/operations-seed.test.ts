/**
 * The demo seed past one machine (issue 19): two instances starting together on one database
 * seed one estate (an advisory lock), and `npm run seed` seeds a configured database on demand.
 * On PostgreSQL (DATABASE_URL) the seeders are really concurrent, each on its own pool.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../../server/platform/db/client';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { migrateToLatest } from '../../server/platform/db/migrate';
import type { Database } from '../../server/platform/db/schema';
import { SEEDED_MESSAGE, demoUsers, seedDemo } from '../../server/seed';
import { sharedSecrets } from '../e2e/support/server';
import { adminQuery, databaseUrl } from './postgres-admin';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated database with no rows: PGlite in a temporary dir, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<{
  url?: string;
  dataDir: string;
  open(): Promise<DatabaseHandle>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-seed-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return { dataDir, open: () => openPglite(join(dataDir, 'db')) };
  }
  const name = `gatehouse_seed_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE "${name}"`);
  cleanups.push(() =>
    adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
  const url = databaseUrl(template.adminUrl, name);
  return { url, dataDir, open: () => openPostgres(url) };
}

async function counts(db: Kysely<Database>) {
  const count = async (table: 'users' | 'tenders') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { users: await count('users'), tenders: await count('tenders') };
}

describe('the demo seed', () => {
  it('seeds one estate when two instances seed at the same moment', async () => {
    const target = await emptyDatabase();
    const first = await target.open();
    // PGlite is one process's database: two instances share it only on PostgreSQL.
    const second = target.url ? await target.open() : first;
    try {
      await migrateToLatest(first.db);
      const outcomes = await Promise.all([seedDemo(first.db), seedDemo(second.db)]);
      expect(outcomes.sort()).toEqual([false, true]);
      const seeded = await counts(first.db);
      expect(seeded.users).toBe(demoUsers.length);
      // The tenders have no unique key: only the lock keeps them from being written twice.
      expect(await seedDemo(first.db)).toBe(false);
      expect(await counts(second.db)).toEqual(seeded);
    } finally {
      if (second !== first) await second.close();
      await first.close();
    }
  });
});

/** Runs `npm run seed`'s script with `env`; resolves with its output and exit code. */
function runSeed(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run seed', () => {
  it(
    'migrates and seeds the configured database once, then says there is nothing to do',
    { timeout: 120_000 },
    async () => {
      const target = await emptyDatabase();
      const env: NodeJS.ProcessEnv = target.url
        ? { DATA_DIR: target.dataDir, DATABASE_URL: target.url, ...sharedSecrets() }
        : { DATA_DIR: target.dataDir, DATABASE_URL: '' };
      // On PostgreSQL two commands at once (two instances' start scripts); PGlite's files take one.
      const runs = target.url
        ? await Promise.all([runSeed(env), runSeed(env)])
        : [await runSeed(env), await runSeed(env)];
      for (const run of runs) expect(run.code, run.output).toBe(0);
      expect(runs.map((run) => run.output.trim()).sort()).toEqual([
        SEEDED_MESSAGE,
        'The database already has users: nothing seeded.',
      ]);
      const handle = await target.open();
      try {
        expect((await counts(handle.db)).users).toBe(demoUsers.length);
      } finally {
        await handle.close();
      }
    },
  );
});

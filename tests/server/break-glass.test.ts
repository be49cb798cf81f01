/**
 * Break-glass (issue 31): `npm run admin -- unlock <phone>` and `make-rwa <phone> <name>` let
 * the operator who runs the server back in when nobody can sign in as the RWA. Run as the
 * operator would, as a process of its own: on PGlite while the server is stopped (and refused
 * while the folder is held), on PostgreSQL (DATABASE_URL) while another connection — a
 * running server — uses the database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { messages } from '../../contract/messages';
import { openPglite, openPostgres } from '../../server/platform/db/client';
import { lockDataDir } from '../../server/platform/db/data-dir-lock';
import type { Database } from '../../server/platform/db/schema';
import { sharedSecrets } from '../e2e/support/server';
import { adminQuery, databaseUrl } from './postgres-admin';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Estate {
  env: NodeJS.ProcessEnv;
  /** PGlite: the folder's db/, which only one process may open at a time. */
  pgliteDir?: string;
  /** Runs `work` on the database, closing it after (PGlite) or keeping it open (PostgreSQL). */
  use<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

/** A copy of the seeded demo estate, as the operator's server would have it. */
async function demoEstate(): Promise<Estate> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-admin-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const pgliteDir = join(dataDir, 'db');
    await cp(template.dir, pgliteDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      pgliteDir,
      async use(work) {
        const handle = await openPglite(pgliteDir);
        try {
          return await work(handle.db);
        } finally {
          await handle.close();
        }
      },
    };
  }
  const name = `gatehouse_admin_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
  cleanups.push(() =>
    adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
  const url = databaseUrl(template.adminUrl, name);
  // Held open for the whole test, as a running server holds its pool.
  const server = await openPostgres(url);
  cleanups.push(() => server.close());
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url, ...sharedSecrets() },
    use: (work) => work(server.db),
  };
}

function admin(estate: Pick<Estate, 'env'>, ...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, ...estate.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output: output.trim() }));
  });
}

const RWA = '9000000001';
const consoleRows = (db: Kysely<Database>, phone: string) =>
  db
    .selectFrom('audit_events')
    .select(['action', 'actor_name', 'actor_role', 'actor_phone'])
    .where('target_id', '=', phone)
    .where('actor_role', '=', 'console')
    .execute();

describe('npm run admin -- unlock', { timeout: 120_000 }, () => {
  it("lifts every lock of the RWA's phone and records the console as the actor", async () => {
    const estate = await demoEstate();
    const until = new Date(Date.now() + 86_400_000);
    await estate.use(async (db) => {
      await db
        .insertInto('sign_in_locks')
        .values({ phone_number: RWA, locked_until: until })
        .execute();
      await db
        .insertInto('otp_failures')
        .values({ phone_number: RWA, ip: '203.0.113.9', created_at: new Date() })
        .execute();
    });

    const run = await admin(estate, 'unlock', RWA);
    expect(run, run.output).toEqual({ code: 0, output: `Sign-in unlocked for ${RWA}.` });

    await estate.use(async (db) => {
      const locks = await db.selectFrom('sign_in_locks').selectAll().execute();
      const failures = await db.selectFrom('otp_failures').selectAll().execute();
      expect({ locks, failures }).toEqual({ locks: [], failures: [] });
      expect(await consoleRows(db, RWA)).toEqual([
        {
          action: 'user.unlock',
          actor_name: 'Server console',
          actor_role: 'console',
          actor_phone: null,
        },
      ]);
    });
  });

  it('refuses a phone that is not ten digits, and says how to call it', async () => {
    const estate = await demoEstate();
    const run = await admin(estate, 'unlock', '90000');
    expect(run.code).toBe(1);
    expect(run.output).toContain(messages.phoneDigits);
    expect(run.output).toContain('npm run admin -- unlock <phone>');
  });
});

describe('npm run admin -- make-rwa', { timeout: 120_000 }, () => {
  it('gives the estate an RWA admin again: a resident promoted, a new phone added', async () => {
    const estate = await demoEstate();
    // The only admin lost their access.
    await estate.use((db) =>
      db.updateTable('users').set({ role: 'member' }).where('phone_number', '=', RWA).execute(),
    );

    const promoted = await admin(estate, 'make-rwa', RWA, 'Meera Iyer');
    expect(promoted, promoted.output).toEqual({
      code: 0,
      output: `${RWA} (Meera Iyer) is now an RWA admin.`,
    });
    const added = await admin(estate, 'make-rwa', '9111111111', 'Office Manager');
    expect(added, added.output).toEqual({
      code: 0,
      output: '9111111111 (Office Manager) was added as an RWA admin.',
    });

    await estate.use(async (db) => {
      const admins = await db
        .selectFrom('users')
        .select(['phone_number', 'name', 'apartment_number', 'is_active'])
        .where('role', '=', 'rwa')
        .orderBy('phone_number')
        .execute();
      expect(admins).toEqual([
        { phone_number: RWA, name: 'Meera Iyer', apartment_number: 'RWA', is_active: true },
        {
          phone_number: '9111111111',
          name: 'Office Manager',
          apartment_number: 'RWA',
          is_active: true,
        },
      ]);
      expect(await consoleRows(db, '9111111111')).toEqual([
        {
          action: 'user.role',
          actor_name: 'Server console',
          actor_role: 'console',
          actor_phone: null,
        },
      ]);
    });
  });

  it("refuses a gate guard's phone and changes nothing", async () => {
    const estate = await demoEstate();
    const run = await admin(estate, 'make-rwa', '9000000005', 'Ramesh');
    expect(run).toEqual({
      code: 1,
      output: '9000000005 is a gate guard; use another phone number.',
    });
    await estate.use(async (db) => {
      const guard = await db
        .selectFrom('users')
        .select('role')
        .where('phone_number', '=', '9000000005')
        .executeTakeFirstOrThrow();
      expect(guard.role).toBe('guard');
    });
  });
});

describe('npm run admin on PGlite', { timeout: 120_000 }, () => {
  it('waits for the server to stop: a database folder held by a process is refused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-admin-held-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // This test process holds the folder, as a running `npm start` does.
    cleanups.push(lockDataDir(join(dataDir, 'db')));
    const run = await admin({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } }, 'unlock', RWA);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`(a Gatehouse server or command): stop it first`);
  });
});

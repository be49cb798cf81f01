/**
 * The build's PGlite template (issue 38): a first start unpacks `dist-server/pgdata.tar.gz`
 * (initdb and every migration, made by the build that global-setup.ts runs) into the empty data
 * folder instead of running initdb; without it, or with a file that will not load, initdb runs as
 * before and one line says why.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openLockedPglite, openPglite } from '../../server/platform/db/client';
import { migrations } from '../../server/platform/db/migrations/index';
import { pgliteTemplatePath } from '../../server/platform/db/pglite-template';
import { signInOverHttp } from '../bench/sign-in';
import { spawnServer } from './server-process';

const ARJUN = { phone: '9000000002', apartment: 'A101' };

const folders: string[] = [];
async function emptyDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gatehouse-template-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Opens `db` from `file` the way a start does, and what it warned. */
async function openFrom(db: string, file: string) {
  const warnings: string[] = [];
  const handle = await openLockedPglite(db, { file, warn: (line) => warnings.push(line) });
  try {
    // A database from initdb alone has no migrations table yet.
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM kysely_migration WHERE to_regclass('kysely_migration') IS NOT NULL
    `
      .execute(handle.db)
      .catch(() => ({ rows: [] }));
    return { warnings, applied: rows.map((row) => row.name).sort() };
  } finally {
    await handle.close();
  }
}

describe('the PGlite template', () => {
  it('holds every migration, and an empty folder opened from it needs no initdb', async () => {
    const db = join(await emptyDataDir(), 'db');
    const { warnings, applied } = await openFrom(db, pgliteTemplatePath);
    expect(warnings).toEqual([]);
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(existsSync(join(db, 'PG_VERSION'))).toBe(true);
  });

  it(
    'starts the compiled server on an empty data folder with the demo seeded',
    { timeout: 90_000 },
    async () => {
      const dataDir = await emptyDataDir();
      const server = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
      try {
        // Signs in as the app does (throws unless every step answers 2xx).
        const token = await signInOverHttp(
          {
            ...server,
            otpFor: async (phone) =>
              (await server.waitFor(new RegExp(`OTP for ${phone}: (\\d{6})`)))[1] ?? '',
          },
          ARJUN.phone,
          ARJUN.apartment,
        );
        expect(token).not.toBe('');
        expect(server.output()).not.toMatch(/template|initdb/);
      } finally {
        await server.stop();
      }
      const handle = await openPglite(join(dataDir, 'db'));
      try {
        const tenders = await handle.db.selectFrom('tenders').select('id').execute();
        expect(tenders.length).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
    },
  );

  it('falls back to initdb, saying so once, when the template is missing', async () => {
    const dir = await emptyDataDir();
    const { warnings, applied } = await openFrom(join(dir, 'db'), join(dir, 'no-such.tar.gz'));
    expect(warnings).toEqual([
      expect.stringMatching(/^No database template at .*; running initdb\.$/),
    ]);
    expect(applied).toEqual([]);
  });

  it('falls back to initdb on a fresh folder when the template is cut short', async () => {
    const dir = await emptyDataDir();
    const broken = join(dir, 'broken.tar.gz');
    const whole = await readFile(pgliteTemplatePath);
    await writeFile(broken, whole.subarray(0, whole.length / 2));
    const { warnings, applied } = await openFrom(join(dir, 'db'), broken);
    expect(warnings).toEqual([expect.stringMatching(/did not load .*running initdb\.$/)]);
    expect(applied).toEqual([]);
  });
});

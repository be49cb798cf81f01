/**
 * Backup and restore (issue 19): an estate filled with data of every kind, backed up, restored
 * into a fresh data dir (and, on PostgreSQL, a fresh database) has every row and every file
 * back bit for bit, and its secrets; a set of files on disk restores into S3 as well.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBackup } from '../../server/platform/backup/backup';
import type { Manifest } from '../../server/platform/backup/manifest';
import { restoreBackup } from '../../server/platform/backup/restore';
import { secretsOf } from '../../server/platform/backup/secrets';
import { loadConfig } from '../../server/platform/config/config';
import { migrations } from '../../server/platform/db/migrations/index';
import { fileStoresFor } from '../../server/platform/files/file-stores';
import { localFileStores } from '../../server/platform/files/file-store-local';
import { configOf, emptyTarget, fillThroughTheApi, newEstate, snapshot } from './backup-support';
import type { Estate, Snapshot } from './backup-support';
import { startS3 } from './s3-server';

let source: Estate;
let before: Snapshot;
let manifest: Manifest;
let set: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  source = await newEstate();
  cleanups.push(() => source.dispose());
  await fillThroughTheApi(source);
  before = await snapshot(source, await fileStoresFor(configOf(source)));
  const sets = await mkdtemp(join(tmpdir(), 'gatehouse-sets-'));
  cleanups.push(() => rm(sets, { recursive: true, force: true }));
  set = join(sets, 'nightly');
  manifest = await makeBackup(configOf(source), set);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a backup set', () => {
  it('holds data of every kind, in both stores', () => {
    expect(Object.keys(before.files.files).length).toBeGreaterThan(5);
    expect(Object.keys(before.files.privateFiles).length).toBeGreaterThan(0);
    const kinds = ['bookings', 'gallery_images', 'apartment_documents', 'lost_found_items'];
    kinds.push('helpdesk_comments', 'golf_cart_requests', 'passes', 'audit_events');
    for (const table of kinds) {
      expect(before.tables[table]?.length, table).toBeGreaterThan(0);
    }
  });

  it('lists every file of the set with its size and checksum, and keeps secrets private', async () => {
    const latest = Object.keys(migrations).sort().at(-1);
    expect(manifest).toMatchObject({ format: 1, app_version: '0.1.0', migration: latest });
    expect(manifest.database).toBe(configOf(source).databaseUrl ? 'postgres' : 'pglite');
    const paths = manifest.files.map((file) => file.path);
    const stored = [
      ...Object.keys(before.files.files).map((name) => `files/public/${name}`),
      ...Object.keys(before.files.privateFiles).map((name) => `files/private/${name}`),
    ];
    expect(paths).toEqual(expect.arrayContaining([...stored, 'secrets.json']));
    expect(paths).toHaveLength(stored.length + 2);
    expect((await stat(join(set, 'secrets.json'))).mode & 0o777).toBe(0o600);
  });
});

describe('restore', () => {
  it('brings back every row, file and secret into a fresh data dir', async () => {
    const target = await emptyTarget();
    cleanups.push(() => target.dispose());
    const outcome = await restoreBackup(set, target.env);
    // On PostgreSQL the operator is told to set the secrets in each instance's environment.
    expect(outcome.warnings).toEqual(
      target.env.DATABASE_URL ? [expect.stringContaining('set JWT_SECRET, VAPID_PUBLIC_KEY')] : [],
    );
    expect(await snapshot(target, localFileStores(target.dataDir))).toEqual(before);
    // The restored DATA_DIR gives the server the secrets the estate used.
    expect(secretsOf(loadConfig({ DATA_DIR: target.dataDir }))).toEqual(
      secretsOf(configOf(source)),
    );
  });

  it('puts a set of files from disk into S3 when the restoring server uses S3', async () => {
    const s3 = await startS3();
    cleanups.push(() => s3.stop());
    const target = await emptyTarget(s3);
    cleanups.push(() => target.dispose());
    await restoreBackup(set, target.env);
    expect(await snapshot(target, s3.stores)).toEqual(before);
  });
});

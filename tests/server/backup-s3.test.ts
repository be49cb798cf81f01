/**
 * Backup and restore with files in S3 (issue 19): the set is read from one S3 server's buckets
 * and restored into another's, with the database (PGlite, or PostgreSQL when DATABASE_URL is
 * set), and every row and every file is back bit for bit.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeBackup } from '../../server/platform/backup/backup';
import { restoreBackup } from '../../server/platform/backup/restore';
import { configOf, emptyTarget, fillThroughTheApi, newEstate, snapshot } from './backup-support';
import type { Snapshot } from './backup-support';
import { startS3 } from './s3-server';

const cleanups: (() => Promise<void>)[] = [];
let set: string;
let before: Snapshot;

beforeAll(async () => {
  const s3 = await startS3();
  cleanups.push(() => s3.stop());
  const source = await newEstate(s3);
  cleanups.push(() => source.dispose());
  await fillThroughTheApi(source);
  before = await snapshot(source, s3.stores);
  const sets = await mkdtemp(join(tmpdir(), 'gatehouse-sets-'));
  cleanups.push(() => rm(sets, { recursive: true, force: true }));
  set = join(sets, 'nightly');
  await makeBackup(configOf(source), set);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('restores an estate whose files are in S3 into a fresh database and fresh buckets', async () => {
  expect(Object.keys(before.files.privateFiles).length).toBeGreaterThan(0);
  const otherS3 = await startS3();
  cleanups.push(() => otherS3.stop());
  const target = await emptyTarget(otherS3);
  cleanups.push(() => target.dispose());
  await restoreBackup(set, target.env);
  expect(await snapshot(target, otherS3.stores)).toEqual(before);
});

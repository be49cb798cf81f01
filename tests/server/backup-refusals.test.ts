/**
 * A backup set is checked whole before restore changes anything (issue 19): one byte changed, a
 * file removed or added, or the manifest gone, and `npm run restore` exits 1 naming the first
 * bad file, with the estate it would have replaced unchanged. And PGlite, one process's
 * database, is not backed up from under a running server.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBackup } from '../../server/platform/backup/backup';
import { restoreBackup } from '../../server/platform/backup/restore';
import { lockDataDir } from '../../server/platform/db/data-dir-lock';
import { fileStoresFor } from '../../server/platform/files/file-stores';
import type { FileStores } from '../../server/platform/files/file-store';
import { configOf, newEstate, snapshot } from './backup-support';
import type { Estate, Snapshot } from './backup-support';
import { fakeJpeg, pdf } from './content-support';

const root = join(import.meta.dirname, '..', '..');
const photo = 'aPhotoOfTheLobbyAtNight.jpg';
const document = 'theFlatsSaleDeedA101xx.pdf';

let estate: Estate;
let stores: FileStores;
let before: Snapshot;
let listing: string[];
let sets: string;
let set: string;

beforeAll(async () => {
  estate = await newEstate();
  stores = await fileStoresFor(configOf(estate));
  await stores.files.put(photo, fakeJpeg(), 'image/jpeg');
  await stores.privateFiles.put(document, pdf('Sale deed'), 'application/pdf');
  sets = await mkdtemp(join(tmpdir(), 'gatehouse-sets-'));
  set = join(sets, 'nightly');
  await makeBackup(configOf(estate), set);
  before = await snapshot(estate, stores);
  listing = await readdir(estate.dataDir);
});
afterAll(async () => {
  await estate.dispose();
  await rm(sets, { recursive: true, force: true });
});

/** A copy of the set, damaged by `damage`. */
async function damaged(damage: (dir: string) => Promise<void>): Promise<string> {
  const copy = await mkdtemp(join(sets, 'damaged-'));
  await cp(set, copy, { recursive: true });
  await damage(copy);
  return copy;
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _fromSuite, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

async function expectUnchanged(): Promise<void> {
  expect(await readdir(estate.dataDir)).toEqual(listing);
  expect(await snapshot(estate, stores)).toEqual(before);
}

describe('restore refuses a damaged set and changes nothing', () => {
  it('names a file with one byte changed', async () => {
    const copy = await damaged(async (dir) => {
      const path = join(dir, 'files', 'public', photo);
      const bytes = await readFile(path);
      const last = bytes.length - 1;
      bytes.writeUInt8(bytes.readUInt8(last) ^ 0xff, last);
      await writeFile(path, bytes);
    });
    const result = await run('scripts/restore.ts', [copy], estate.env);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The backup set ${copy} is damaged: files/public/${photo} does not match its checksum. ` +
        'Nothing was restored.',
    );
    await expectUnchanged();
  });

  it('names a file that was removed', async () => {
    const copy = await damaged((dir) => unlink(join(dir, 'files', 'private', document)));
    const result = await run('scripts/restore.ts', [copy], estate.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`is missing files/private/${document}. Nothing was restored.`);
    await expectUnchanged();
  });

  it('names a file the manifest does not list', async () => {
    const copy = await damaged((dir) => writeFile(join(dir, 'files', 'public', photo + 'x'), ''));
    await expect(restoreBackup(copy, estate.env)).rejects.toThrow(
      `holds files/public/${photo}x, which its manifest does not list`,
    );
    await expectUnchanged();
  });

  it('calls a set without its manifest incomplete', async () => {
    const copy = await damaged((dir) => unlink(join(dir, 'manifest.json')));
    await expect(restoreBackup(copy, estate.env)).rejects.toThrow(
      'has no manifest.json: it is incomplete',
    );
    await expectUnchanged();
  });
});

describe('restore refuses a set that does not fit, and changes nothing', () => {
  /** A copy of the set whose manifest says otherwise (the manifest lists the files, not itself). */
  const claiming = (change: object) =>
    damaged(async (dir) => {
      const file = join(dir, 'manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as object;
      await writeFile(file, JSON.stringify({ ...manifest, ...change }));
    });

  it('of the other database kind', async () => {
    const other = configOf(estate).databaseUrl ? 'pglite' : 'postgres';
    const copy = await claiming({ database: other });
    await expect(restoreBackup(copy, estate.env)).rejects.toThrow(
      /^The backup set holds an? (embedded PGlite|PostgreSQL) database, but this configuration/,
    );
    await expectUnchanged();
  });

  it('made by a newer Gatehouse', async () => {
    const copy = await claiming({ migration: '9999-from-the-future', app_version: '9.0.0' });
    await expect(restoreBackup(copy, estate.env)).rejects.toThrow(
      'The backup set was made by a newer Gatehouse (migration 9999-from-the-future, app 9.0.0)',
    );
    await expectUnchanged();
  });
});

describe('a PGlite database in use', () => {
  let holder: ChildProcess | undefined;
  afterAll(() => holder?.kill());

  it('is not backed up while another process has it open', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-busy-'));
    const dbDir = join(dataDir, 'db');
    const code = `const m = await import(${JSON.stringify(join(root, 'server/platform/db/data-dir-lock.ts'))});
      m.lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);`;
    holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code, dbDir]);
    await new Promise((resolve) => holder?.stdout?.once('data', resolve));
    const result = await run('scripts/backup.ts', [join(dataDir, 'set')], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${dbDir} is in use by process ${String(holder.pid)}`);
    expect(result.stderr).toContain('stop the Gatehouse server, then run the backup');
    holder.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-stale-'));
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(join(dataDir, 'db.lock'), JSON.stringify({ pid: gone.pid, host: 'x' }));
    expect(() => lockDataDir(join(dataDir, 'db'))).toThrow('is in use by process');
    await writeFile(join(dataDir, 'db.lock'), JSON.stringify({ pid: gone.pid, host: hostname() }));
    const release = lockDataDir(join(dataDir, 'db'));
    release();
    expect(await readdir(dataDir)).toEqual([]);
    await rm(dataDir, { recursive: true, force: true });
  });
});

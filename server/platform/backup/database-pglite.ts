/**
 * PGlite's part of a set: PGlite's own dump of its data folder (`dumpDataDir`, a tarball of the
 * folder taken by the database itself, after it has opened and recovered it), not a copy of
 * `DATA_DIR/db` made from outside, which would need every file quiet at once. PGlite is one
 * process's database, so a backup or restore takes the folder's lock (data-dir-lock.ts) and is
 * refused while the server runs: stop it first. With the server stopped the database and the
 * files are one still moment, so the set is consistent by construction.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startPglite } from '../db/client';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock';
import { BackupTargetError } from './errors';

export const PGLITE_DUMP = 'database/pglite.tar.gz';

const LATEST_MIGRATION = `SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`;

/** Takes the folder's lock with a sentence for backup and restore; answers the release. */
export function lockForBackup(dir: string): () => void {
  try {
    return lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new DataDirInUseError(
      `${error.message}\nPGlite is one process's database: stop the Gatehouse server, then ` +
        'run the backup or restore again.',
    );
  }
}

/** Writes the dump into the set; answers the newest migration the database had. */
export async function dumpPglite(dir: string, setDir: string): Promise<string | null> {
  const unlock = lockForBackup(dir);
  try {
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      throw new BackupTargetError(`There is no database in ${dir}: check DATA_DIR.`);
    }
    const pglite = await startPglite(dir);
    try {
      const migrated = await pglite.query<{ name: string }>(LATEST_MIGRATION).catch(() => null);
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(join(setDir, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()), {
        mode: 0o600,
      });
      return migrated?.rows[0]?.name ?? null;
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Replaces the database in `dir` by the set's: unpacked beside it first, then swapped in; the
 * database it replaces is kept beside it (`db.before-restore-<time>`) rather than deleted.
 * Answers where the old one went, if there was one. The caller holds the lock.
 */
export async function restorePglite(dir: string, setDir: string): Promise<string | undefined> {
  const staging = `${dir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  const dump = new Blob([await readFile(join(setDir, PGLITE_DUMP))]);
  const pglite = await startPglite(staging, dump);
  await pglite.close();
  let keptAt: string | undefined;
  if (existsSync(dir)) {
    keptAt = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dir, keptAt);
  }
  await rename(staging, dir);
  return keptAt;
}

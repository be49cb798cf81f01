/**
 * `npm run backup -- <dir>`: the database, every stored file and the secrets in use, as one set
 * in a new folder, with the manifest written last.
 *
 * Consistency. On PGlite the server is stopped (the folder's lock), so nothing moves. On
 * PostgreSQL the servers may keep running: pg_dump reads one snapshot, and the files are copied
 * AFTER it. A file uploaded during the backup may then be in the set without its row (the
 * sweeper removes it after a restore, once its grace has passed), but every row of the snapshot
 * has its file: a file is written before its row commits, and deleted only after the row's
 * delete commits and (for orphans) the sweeper's grace, so a file a snapshot row names is still
 * there when the copy, which starts after the snapshot, reaches it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config';
import { fileStoresFor } from '../files/file-stores';
import { projectRoot } from '../project-root';
import { dumpPglite } from './database-pglite';
import { dumpPostgres } from './database-postgres';
import { BackupTargetError } from './errors';
import { backUpFiles } from './files';
import { writeManifest } from './manifest';
import type { Manifest } from './manifest';
import { secretsOf, writeSecrets } from './secrets';

export function appVersion(): string {
  const file = join(projectRoot, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export const pgliteDirOf = (config: Pick<Config, 'dataDir'>): string => join(config.dataDir, 'db');

/** Makes a set in `dir`, which must be new or empty; answers its manifest. */
export async function makeBackup(config: Config, dir: string): Promise<Manifest> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new BackupTargetError(`${dir} is not empty: give a new folder for each backup.`);
  }
  await mkdir(join(dir, 'database'), { recursive: true, mode: 0o700 });
  const createdAt = new Date().toISOString();
  const migration = config.databaseUrl
    ? await dumpPostgres(config.databaseUrl, dir)
    : await dumpPglite(pgliteDirOf(config), dir);
  await backUpFiles(await fileStoresFor(config), dir);
  await writeSecrets(secretsOf(config), dir);
  return writeManifest(dir, {
    created_at: createdAt,
    app_version: appVersion(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
    migration,
  });
}

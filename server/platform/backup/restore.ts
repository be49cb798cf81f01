/**
 * `npm run restore -- <dir>`: checks the whole set first and refuses a damaged one with nothing
 * changed; then the database (replacing the configured one), the files (into the configured
 * stores, of whatever kind) and the secrets (into DATA_DIR, where the environment does not set
 * them). Stop the servers first: on PGlite the folder's lock insists; on PostgreSQL a server
 * running meanwhile would keep writing into the database being replaced.
 */
import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../config/config';
import type { Config } from '../config/config';
import { migrations } from '../db/migrations/index';
import { fileStoresFor } from '../files/file-stores';
import { pgliteDirOf } from './backup';
import { lockForBackup, restorePglite } from './database-pglite';
import { restorePostgres } from './database-postgres';
import { BadBackupError } from './errors';
import { restoreFiles } from './files';
import type { Manifest } from './manifest';
import { findPgTool } from './pg-tools';
import { SECRETS_FILE, readSecrets, restoreSecrets, secretsOf } from './secrets';
import { verifySet } from './verify';

export interface RestoreOutcome {
  manifest: Manifest;
  files: number;
  /** Where the PGlite database that was replaced was kept, if there was one. */
  keptDatabaseAt: string | undefined;
  warnings: string[];
}

const kindName = { pglite: 'an embedded PGlite', postgres: 'a PostgreSQL' } as const;

/** What must hold before anything is changed, beyond the set's own soundness. */
function checkFits(manifest: Manifest, config: Config): void {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new BadBackupError(
      `The backup set holds ${kindName[manifest.database]} database, but this configuration ` +
        `uses ${kindName[kind]} one (DATABASE_URL ${kind === 'postgres' ? 'is' : 'is not'} ` +
        'set). Nothing was restored.',
    );
  }
  if (manifest.migration !== null && !(manifest.migration in migrations)) {
    throw new BadBackupError(
      `The backup set was made by a newer Gatehouse (migration ${manifest.migration}, app ` +
        `${manifest.app_version}): restore it with that version. Nothing was restored.`,
    );
  }
  if (kind === 'postgres') findPgTool('pg_restore');
}

export async function restoreBackup(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RestoreOutcome> {
  const manifest = await verifySet(dir);
  const secrets = await readSecrets(dir);
  // The set's secrets stand in for those the environment lacks: the configuration then needs
  // nothing generated (which would be overwritten) and nothing set by hand to be read.
  const config = loadConfig({ ...secrets, ...env });
  checkFits(manifest, config);
  let keptDatabaseAt: string | undefined;
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, dir);
  } else {
    const unlock = lockForBackup(pgliteDirOf(config));
    try {
      keptDatabaseAt = await restorePglite(pgliteDirOf(config), dir);
    } finally {
      unlock();
    }
  }
  const files = await restoreFiles(await fileStoresFor(config), dir);
  await mkdir(config.dataDir, { recursive: true });
  const warnings = await restoreSecrets(secrets, secretsOf(config), env, config.dataDir);
  const unset = Object.keys(secrets).filter((name) => !env[name]?.trim());
  if (config.databaseUrl && unset.length > 0) {
    // With DATABASE_URL the server reads its secrets only from the environment (config-secrets.ts).
    warnings.push(
      `With DATABASE_URL every instance reads its secrets from the environment: set ` +
        `${unset.join(', ')} from ${SECRETS_FILE} on each before starting.`,
    );
  }
  return { manifest, files, keptDatabaseAt, warnings };
}

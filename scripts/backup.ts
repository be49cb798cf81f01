/**
 * `npm run backup -- <dir>`: writes a backup set of the configured estate (database, files,
 * secrets, manifest) into the new folder <dir>. See README "Backups".
 */
import { resolve } from 'node:path';
import { BackupTargetError, makeBackup } from '../server/backup/backup';
import { ConfigError, loadConfig } from '../server/config';
import { DataDirInUseError } from '../server/db/data-dir-lock';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('Usage: npm run backup -- <folder for the backup set>\n');
  process.exit(1);
}

try {
  const manifest = await makeBackup(loadConfig(), resolve(dir));
  const files = manifest.files.filter((file) => file.path.startsWith('files/')).length;
  process.stdout.write(
    `Backed up the ${manifest.database} database (migration ${manifest.migration ?? 'none'}), ` +
      `${files} files and the secrets into ${resolve(dir)}.\n` +
      "The set holds secrets and residents' data: keep it encrypted, off this machine.\n",
  );
} catch (error) {
  const known = [ConfigError, DataDirInUseError, BackupTargetError].some(
    (kind) => error instanceof kind,
  );
  process.stderr.write(
    known && error instanceof Error
      ? `${error.message}\n`
      : `Backup failed: ${String(error instanceof Error ? error.stack : error)}\n`,
  );
  process.exitCode = 1;
}

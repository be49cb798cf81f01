/**
 * `npm run backup -- <dir>`: writes a backup set of the configured estate (database, files,
 * secrets, manifest) into the new folder <dir>. See README "Backups".
 */
import { resolve } from 'node:path';
import { makeBackup } from '../server/platform/backup/backup';
import { failureText } from '../server/platform/backup/errors';
import { loadConfig } from '../server/platform/config/config';

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
  process.stderr.write(failureText(error, 'Backup'));
  process.exitCode = 1;
}

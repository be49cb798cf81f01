/**
 * `npm run restore -- <dir>`: restores a backup set into the configured database, file stores
 * and DATA_DIR, after checking the whole set; a damaged set is refused with nothing changed.
 * Stop the servers first. See README "Backups".
 */
import { resolve } from 'node:path';
import { restoreBackup } from '../server/platform/backup/restore';
import { failureText } from '../server/platform/backup/errors';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('Usage: npm run restore -- <folder of the backup set>\n');
  process.exit(1);
}

try {
  const outcome = await restoreBackup(resolve(dir));
  const { manifest } = outcome;
  for (const warning of outcome.warnings) process.stderr.write(`Warning: ${warning}\n`);
  process.stdout.write(
    `Restored the backup of ${manifest.created_at} (Gatehouse ${manifest.app_version}): ` +
      `the ${manifest.database} database and ${outcome.files} files.\n` +
      (outcome.keptDatabaseAt
        ? `The database it replaced is kept in ${outcome.keptDatabaseAt}: delete it when done.\n`
        : ''),
  );
} catch (error) {
  process.stderr.write(failureText(error, 'Restore'));
  process.exitCode = 1;
}

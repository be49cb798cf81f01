/**
 * `npm run seed`: seeds the demo estate into the configured database (migrating it first) and
 * exits. With DATABASE_URL the server does not seed by itself (SEED_DEMO defaults to false
 * there), so a shared database gets the demo only when someone asks for it; the seed's lock
 * keeps it to one estate even if instances or a second command run at the same moment.
 */
import { ConfigError, loadConfig } from '../server/platform/config/config';
import { DataDirInUseError } from '../server/platform/db/data-dir-lock';
import { prepareDatabase } from '../server/prepare';
import { SEEDED_MESSAGE } from '../server/seed';

try {
  const config = { ...loadConfig(), seedDemo: true };
  const database = await prepareDatabase(config);
  await database.close();
  process.stdout.write(
    database.seeded ? `${SEEDED_MESSAGE}\n` : 'The database already has users: nothing seeded.\n',
  );
} catch (error) {
  process.stderr.write(
    error instanceof ConfigError || error instanceof DataDirInUseError
      ? `${error.message}\n`
      : `Seeding failed: ${String(error instanceof Error ? error.stack : error)}\n`,
  );
  process.exitCode = 1;
}

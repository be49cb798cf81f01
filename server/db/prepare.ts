import { join } from 'node:path';
import type { Config } from '../config';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';
import { migrateToLatest } from './migrate';
import { seedDemo } from './seed';

/** Opens the configured database, migrates it and, when asked, seeds the demo estate. */
export async function prepareDatabase(
  config: Config,
): Promise<DatabaseHandle & { seeded: boolean }> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  try {
    await migrateToLatest(handle.db);
    const seeded = config.seedDemo ? await seedDemo(handle.db) : false;
    return { ...handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

import { join } from 'node:path';
import type { Config } from '../config';
import type { FileStores } from '../services/file-store';
import { fileStoresFor } from '../services/file-stores';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';
import { migrateToLatest } from './migrate';
import { seedDemo } from './seed';

/**
 * Opens the configured database, migrates it and, when asked, seeds the demo estate (whose
 * pictures, newsletters and apartment documents go into `stores`).
 */
export async function prepareDatabase(
  config: Config,
  stores: FileStores = fileStoresFor(config),
): Promise<DatabaseHandle & { seeded: boolean }> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  try {
    await migrateToLatest(handle.db);
    const seeded = config.seedDemo ? await seedDemo(handle.db, new Date(), stores) : false;
    return { ...handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

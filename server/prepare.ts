import { join } from 'node:path';
import type { Config } from './platform/config/config';
import type { FileStores } from './platform/files/file-store';
import { fileStoresFor } from './platform/files/file-stores';
import { openDatabase } from './platform/db/client';
import type { DatabaseHandle } from './platform/db/client';
import { migrateToLatest } from './platform/db/migrate';
import { pgliteTemplatePath } from './platform/db/pglite-template';
import { reindexAssistant } from './domains/assistant';
import { seedDemo } from './seed';

/**
 * Opens the configured database (an empty PGlite folder from the build's template, with every
 * migration in it already), migrates it and, when asked, seeds the demo estate (whose
 * pictures, newsletters and apartment documents go into `stores`).
 */
export async function prepareDatabase(
  config: Config,
  given?: FileStores,
): Promise<DatabaseHandle & { seeded: boolean }> {
  const stores = given ?? (await fileStoresFor(config));
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
    // Before the app and its logger exist: a plain line, like main.ts's own start errors.
    pgliteTemplate: { file: pgliteTemplatePath, warn: (line) => process.stderr.write(`${line}\n`) },
  });
  try {
    await migrateToLatest(handle.db);
    // A library stored before the assistant had sections (migration 0036) gets them once.
    await reindexAssistant(handle.db);
    const seeded = config.seedDemo ? await seedDemo(handle.db, new Date(), stores) : false;
    return { ...handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

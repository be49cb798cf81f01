/**
 * The template data folder (issue 38): PGlite after initdb and every migration, made once at
 * build time (scripts/pgdata-template.ts, in a process of its own) and dumped beside the
 * compiled server. A first start unpacks it (unpack-tar.ts) into the empty `DATA_DIR/db`
 * instead of running initdb, whose second WebAssembly module was most of the first start's
 * peak (docs/memory.md).
 * PGlite only: a PostgreSQL server makes its own databases.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { projectRoot } from '../project-root';
import { startPglite } from './client';
import { migrateToLatest } from './migrate';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';

/** Where the build leaves it: scripts/build-server.mjs names the same file. */
export const pgliteTemplatePath = join(projectRoot, 'dist-server', 'pgdata.tar.gz');

/** Initdb and the migrations in memory, dumped gzipped to `file`. */
export async function makePgliteTemplate(file: string): Promise<void> {
  const pglite = await startPglite('memory://');
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }),
  });
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

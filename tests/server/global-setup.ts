/**
 * Migrates and seeds ONE template database for the whole server suite; each test file then
 * clones it (see test-database.ts). PGlite by default, PostgreSQL when DATABASE_URL is set.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerIfStale } from '../../scripts/build-if-stale.mjs';
import { openPglite, openPostgres, startPglite } from '../../server/platform/db/client';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { migrateToLatest } from '../../server/platform/db/migrate';
import { seedDemo } from '../../server/seed';
import { adminQuery, databaseUrl } from './postgres-admin';
import type { DatabaseTemplate } from './test-database';

async function prepare(handle: DatabaseHandle): Promise<void> {
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Before any worker: files that start the compiled server must not race to build it.
  buildServerIfStale();
  const adminUrl = process.env.DATABASE_URL;
  let template: DatabaseTemplate;
  let teardown: () => Promise<void>;
  if (adminUrl) {
    const name = `gatehouse_template_${process.pid}`;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    await prepare(await openPostgres(databaseUrl(adminUrl, name)));
    template = { kind: 'postgres', adminUrl, name };
    teardown = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    // Per process, so two suites running at once do not share a template.
    const dir = join(process.cwd(), '.tmp', `pglite-template-${process.pid}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await prepare(await openPglite(dir));
    // A dump of it, so a test file can load its own copy into memory (no folder to copy).
    const dump = `${dir}.tar`;
    const pglite = await startPglite(dir);
    try {
      await writeFile(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await pglite.close();
    }
    template = { kind: 'pglite', dir, dump };
    teardown = () =>
      Promise.all([rm(dir, { recursive: true, force: true }), rm(dump, { force: true })]).then(
        () => undefined,
      );
  }
  project.provide('databaseTemplate', template);
  return teardown;
}

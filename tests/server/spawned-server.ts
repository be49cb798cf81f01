/**
 * The real server as a process of its own (`server/main.ts`, see server-process.ts), for tests
 * that kill it: a data dir that holds the server suite's seeded database (a copy of the PGlite
 * template, or a PostgreSQL database made from the template).
 * (SHUTDOWN_DRAIN is 0 here: vitest sets NODE_ENV=test, which the config reads.)
 */
import { randomBytes } from 'node:crypto';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../../server/platform/db/client';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { sharedSecrets } from '../e2e/support/server';
import { adminQuery, databaseUrl } from './postgres-admin';

export { spawnServer } from './server-process';
export type { SpawnedServer } from './server-process';

/** Where a spawned server keeps its data: `env` to start it on, `open` once it has stopped. */
export interface ServerData {
  env: NodeJS.ProcessEnv;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export async function serverData(dataDir: string): Promise<ServerData> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    await cp(template.dir, join(dataDir, 'db'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      open: () => openPglite(join(dataDir, 'db')),
      dispose: () => Promise.resolve(),
    };
  }
  const name = `gatehouse_spawned_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
  const url = databaseUrl(template.adminUrl, name);
  return {
    // With DATABASE_URL the server refuses to start without the secrets instances share.
    env: { DATA_DIR: dataDir, DATABASE_URL: url, ...sharedSecrets() },
    open: () => openPostgres(url),
    dispose: () => adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

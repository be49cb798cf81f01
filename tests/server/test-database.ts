/**
 * A fresh database per test file, cloned from a template that global-setup migrated and
 * seeded once: PGlite copies the template's data directory (a warm open is far cheaper than
 * initdb); PostgreSQL uses CREATE DATABASE … TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../../server/platform/db/client';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

export type DatabaseTemplate =
  { kind: 'pglite'; dir: string } | { kind: 'postgres'; adminUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the database and throws it away. */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'gatehouse-test-db-'));
    await cp(template.dir, dir, { recursive: true });
    const handle = await openPglite(dir);
    return {
      handle,
      async dispose() {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `gatehouse_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
  const handle = await openPostgres(databaseUrl(template.adminUrl, name));
  return {
    handle,
    async dispose() {
      await handle.close();
      await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

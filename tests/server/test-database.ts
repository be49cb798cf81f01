/**
 * A fresh database per test file, cloned from a template that global-setup migrated and
 * seeded once: PGlite loads the template's dump into memory (cheaper than copying its folder
 * and far cheaper than initdb); PostgreSQL uses CREATE DATABASE … TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../../server/platform/db/client';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

export type DatabaseTemplate =
  /** `dir` for tests that need a folder (a spawned server); `dump`, a tar of it, for the rest. */
  | { kind: 'pglite'; dir: string; dump: string }
  | { kind: 'postgres'; adminUrl: string; name: string };

/** The template's dump, read once per worker (a worker runs many files: isolate is off). */
let templateDump: Promise<Blob> | undefined;

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
    templateDump ??= readFile(template.dump).then((bytes) => new Blob([bytes]));
    const handle = await openPglite('memory://', await templateDump);
    return { handle, dispose: () => handle.close() };
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

/**
 * PostgreSQL's part of a set: `pg_dump --format=custom`, one snapshot of the whole database
 * however many servers write to it meanwhile; restored with `pg_restore --clean --if-exists
 * --no-owner` in one transaction, so a restore that fails halfway leaves the database as it was.
 */
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { runPgTool } from './pg-tools';

export const POSTGRES_DUMP = 'database/postgres.dump';

/** The newest migration the database has (null before the first). */
export async function postgresMigration(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client
      .query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1')
      .catch(() => null);
    return result?.rows[0]?.name ?? null;
  } finally {
    await client.end();
  }
}

export async function dumpPostgres(url: string, setDir: string): Promise<string | null> {
  const migration = await postgresMigration(url);
  const file = join(setDir, POSTGRES_DUMP);
  await runPgTool('pg_dump', ['--format=custom', `--file=${file}`], url);
  // It holds residents' data: readable by the operator only, like the rest of the set.
  await chmod(file, 0o600);
  return migration;
}

export function restorePostgres(url: string, setDir: string): Promise<void> {
  return runPgTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      join(setDir, POSTGRES_DUMP),
    ],
    url,
  );
}

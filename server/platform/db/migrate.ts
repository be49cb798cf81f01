import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Rooms are built side by side, each adding its own migration: one numbered below the last
    // applied (its branch merged later) still runs. Migrations touch only their own tables.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}

/**
 * The register marks owners (issue 36): a poll can be "owners only", one vote per flat cast by
 * an owner of it. The mark is on the person, since a flat can have two owners (or none living
 * there), and the polls' electorate check takes the new kind.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN is_owner boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE polls DROP CONSTRAINT polls_electorate_check`.execute(db);
  await sql`
    ALTER TABLE polls ADD CONSTRAINT polls_electorate_check
      CHECK (electorate IN ('flat', 'person', 'owners'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE polls DROP CONSTRAINT polls_electorate_check`.execute(db);
  await sql`
    ALTER TABLE polls ADD CONSTRAINT polls_electorate_check
      CHECK (electorate IN ('flat', 'person'))`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN is_owner`.execute(db);
}

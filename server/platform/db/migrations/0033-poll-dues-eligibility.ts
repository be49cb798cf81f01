/**
 * A poll may keep flats far behind on maintenance from voting (issue 36): flats more than
 * `max_overdue_days` days overdue on dues cannot vote; null, the rule is off. The days are read
 * from the dues room when a flat votes, never stored here.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE polls ADD COLUMN max_overdue_days integer
      CHECK (max_overdue_days IS NULL OR max_overdue_days BETWEEN 1 AND 365)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE polls DROP COLUMN max_overdue_days`.execute(db);
}

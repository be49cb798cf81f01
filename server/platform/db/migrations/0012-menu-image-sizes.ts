/**
 * A menu remembers its image's size, as a gallery photo does, so the Regular Menu shown in full
 * can hold its place before the image arrives (no layout shift). Menus stored earlier keep 0,
 * which the app reads as "size unknown".
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE menus
      ADD COLUMN width integer NOT NULL DEFAULT 0,
      ADD COLUMN height integer NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE menus DROP COLUMN width, DROP COLUMN height`.execute(db);
}

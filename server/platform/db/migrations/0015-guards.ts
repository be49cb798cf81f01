/**
 * Guards (issue 17): a third role, signing in at the gate desk only. They sit in `users` like
 * everyone who signs in, with the apartment 'GATE', so sessions, lockouts, move-outs and the
 * audit trail work for them unchanged.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP CONSTRAINT users_role_check,
      ADD CONSTRAINT users_role_check CHECK (role IN ('rwa', 'member', 'guard'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM users WHERE role = 'guard'`.execute(db);
  await sql`
    ALTER TABLE users DROP CONSTRAINT users_role_check,
      ADD CONSTRAINT users_role_check CHECK (role IN ('rwa', 'member'))`.execute(db);
}

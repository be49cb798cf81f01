/**
 * Every committed change of the rows the instances keep in memory is announced on one
 * channel (platform/db/change-feed.ts), whoever made it: any instance, `npm run seed`, a job, psql.
 * - users and sessions: `user:<id>`, so a kept session of that user is read again;
 * - bookings: `court:<sport>|<date>`, so that court-day's taken hours are read again.
 * PostgreSQL sends notices only at commit, once per distinct text in a transaction, and none
 * for a rollback.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export const CHANGES_CHANNEL = 'gatehouse_changes';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify(${sql.lit(CHANGES_CHANNEL)}, 'user:' || OLD.id);
      ELSE
        PERFORM pg_notify(${sql.lit(CHANGES_CHANNEL)}, 'user:' || OLD.user_id);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION notify_court_day_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify(${sql.lit(CHANGES_CHANNEL)},
          'court:' || OLD.sport_type || '|' || to_char(OLD.booking_date, 'YYYY-MM-DD'));
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM pg_notify(${sql.lit(CHANGES_CHANNEL)},
          'court:' || NEW.sport_type || '|' || to_char(NEW.booking_date, 'YYYY-MM-DD'));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  // A new session or user changes nothing kept: only updates and deletes are told.
  for (const table of ['users', 'sessions']) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_changes`)} AFTER UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION notify_user_change()`.execute(db);
  }
  await sql`
    CREATE TRIGGER bookings_changes AFTER INSERT OR UPDATE OR DELETE ON bookings
    FOR EACH ROW EXECUTE FUNCTION notify_court_day_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER bookings_changes ON bookings`.execute(db);
  await sql`DROP TRIGGER sessions_changes ON sessions`.execute(db);
  await sql`DROP TRIGGER users_changes ON users`.execute(db);
  await sql`DROP FUNCTION notify_court_day_change()`.execute(db);
  await sql`DROP FUNCTION notify_user_change()`.execute(db);
}

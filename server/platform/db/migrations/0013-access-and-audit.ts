/**
 * Who may enter (issue 16). A user can be moved out (`removed_at`: the row stays, so history
 * keeps its name and apartment) or locked after too many wrong codes (`locked_until`). Every
 * sign-in is a session row the token names, so one session, or all of a user's, can be revoked
 * and the next request with that token is refused. `otp_failures` counts wrong codes across
 * codes, per phone and per IP. `audit_events` is append-only: triggers refuse UPDATE, DELETE
 * and TRUNCATE, so not even a bug in our own code can rewrite the record.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN removed_at timestamptz,
      ADD COLUMN locked_until timestamptz,
      ADD COLUMN last_sign_in_at timestamptz`.execute(db);

  await sql`
    CREATE TABLE sessions (
      id uuid PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE otp_failures (
      id bigserial PRIMARY KEY,
      phone_number text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX otp_failures_phone_idx ON otp_failures (phone_number, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX otp_failures_ip_idx ON otp_failures (ip, created_at)`.execute(db);

  await sql`
    CREATE TABLE audit_events (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      actor_phone text,
      actor_name text,
      actor_role text,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text,
      summary text NOT NULL DEFAULT '',
      request_id text,
      ip text
    )`.execute(db);
  await sql`CREATE INDEX audit_events_at_idx ON audit_events (at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_events_actor_idx ON audit_events (actor_phone, at DESC)`.execute(db);
  await sql`
    CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_events is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_events_append_only
      BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER audit_events_no_truncate
      BEFORE TRUNCATE ON audit_events
      FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_events`.execute(db);
  await sql`DROP FUNCTION audit_events_append_only()`.execute(db);
  await sql`DROP TABLE otp_failures`.execute(db);
  await sql`DROP TABLE sessions`.execute(db);
  await sql`
    ALTER TABLE users DROP COLUMN removed_at, DROP COLUMN locked_until,
      DROP COLUMN last_sign_in_at`.execute(db);
}

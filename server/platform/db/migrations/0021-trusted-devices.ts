/**
 * Trusted devices (issue 31, OWASP's "device cookies"): a device a person signed in on holds a
 * signed token naming a `trusted_devices` row. Its code requests, codes and wrong codes carry
 * that row's id, so a stranger's wrong codes (device_id NULL) lock only strangers out of a
 * phone (`sign_in_locks`), and a device's own wrong codes lock only that device.
 * `sign_in_locks` is keyed by phone number, not by person, so an unknown phone is locked
 * exactly as a known one is and a lockout tells nobody which numbers belong to the estate; it
 * replaces `users.locked_until`.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE trusted_devices (
      id uuid PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz NOT NULL,
      locked_until timestamptz,
      revoked_at timestamptz,
      revoked_reason text
    )`.execute(db);
  await sql`CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id)`.execute(db);

  await sql`
    CREATE TABLE sign_in_locks (
      phone_number text PRIMARY KEY,
      locked_until timestamptz NOT NULL
    )`.execute(db);
  await sql`
    INSERT INTO sign_in_locks (phone_number, locked_until)
      SELECT phone_number, locked_until FROM users WHERE locked_until IS NOT NULL`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN locked_until`.execute(db);

  for (const table of ['otp_codes', 'otp_requests', 'otp_failures']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN device_id uuid`.execute(db);
  }
  await sql`
    CREATE INDEX otp_failures_device_idx ON otp_failures (device_id, created_at)
      WHERE device_id IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX otp_requests_device_idx ON otp_requests (device_id, created_at)
      WHERE device_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['otp_codes', 'otp_requests', 'otp_failures']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN device_id`.execute(db);
  }
  await sql`ALTER TABLE users ADD COLUMN locked_until timestamptz`.execute(db);
  await sql`
    UPDATE users SET locked_until = l.locked_until
      FROM sign_in_locks l WHERE l.phone_number = users.phone_number`.execute(db);
  await sql`DROP TABLE sign_in_locks`.execute(db);
  await sql`DROP TABLE trusted_devices`.execute(db);
}

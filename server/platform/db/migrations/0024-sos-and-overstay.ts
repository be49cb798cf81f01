/**
 * SOS and overstay (issue 34): a resident's SOS and the guard's acknowledgement; the gate's
 * settings (one row: the grace after a pass's end before a visitor still inside overstays); and
 * on each visit when its flat was told of an overstay, so the watch tells it once.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sos_alerts (
      id bigserial PRIMARY KEY,
      apartment text NOT NULL,
      -- Who raised it, as they were then: the desk calls this phone back.
      raised_by text NOT NULL,
      name text NOT NULL,
      raised_at timestamptz NOT NULL,
      acknowledged_at timestamptz,
      acknowledged_by_phone text,
      acknowledged_by_name text,
      CHECK ((acknowledged_at IS NULL) = (acknowledged_by_phone IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX sos_alerts_raised_idx ON sos_alerts (raised_at DESC)`.execute(db);
  await sql`
    CREATE INDEX sos_alerts_open_idx ON sos_alerts (raised_by, raised_at DESC)
      WHERE acknowledged_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE gate_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      overstay_grace_minutes integer NOT NULL DEFAULT 30
        CHECK (overstay_grace_minutes BETWEEN 0 AND 720),
      updated_at timestamptz
    )`.execute(db);
  await sql`INSERT INTO gate_settings DEFAULT VALUES`.execute(db);

  await sql`ALTER TABLE visits ADD COLUMN overstay_told_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE visits DROP COLUMN overstay_told_at`.execute(db);
  await sql`DROP TABLE gate_settings`.execute(db);
  await sql`DROP TABLE sos_alerts`.execute(db);
}

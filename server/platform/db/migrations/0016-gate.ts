/**
 * The gate (issue 17): visitor passes made by residents, visits (one person or party in, and
 * later out) recorded by the guard desk, walk-ins waiting for a resident's answer, and the
 * last run of scheduled jobs, so a job runs once across instances (DESIGN.md §8).
 * Visits and walk-ins are named by the device that records them (uuid), so a queued check-out
 * can follow a queued check-in. A pass's code is unique among live passes only (an ended pass's
 * code may come back), which no index can say: domains/gate/pass-codes.ts keeps it under a lock.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const KINDS = sql.raw(`'guest', 'cab', 'delivery', 'daily_help'`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE passes (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN (${KINDS})),
      name text NOT NULL,
      phone text NOT NULL DEFAULT '',
      apartment text NOT NULL CHECK (apartment ~ '^[A-Z0-9]{1,20}$'),
      created_by text NOT NULL,
      valid_from timestamptz NOT NULL,
      valid_until timestamptz NOT NULL CHECK (valid_until > valid_from),
      people integer NOT NULL DEFAULT 1 CHECK (people BETWEEN 1 AND 50),
      vehicle text NOT NULL DEFAULT '',
      days text[] NOT NULL DEFAULT '{}',
      note text NOT NULL DEFAULT '',
      code char(6) NOT NULL CHECK (code ~ '^[0-9]{6}$'),
      revoked_at timestamptz,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX passes_apartment_idx ON passes (apartment, created_at DESC)`.execute(db);
  await sql`CREATE INDEX passes_code_idx ON passes (code, valid_until)`.execute(db);
  // The desk's day and the retention job both look passes up by the end of their window.
  await sql`CREATE INDEX passes_until_idx ON passes (valid_until)`.execute(db);
  await sql`CREATE INDEX passes_created_idx ON passes (created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE walk_ins (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      phone text NOT NULL DEFAULT '',
      purpose text NOT NULL,
      apartment text NOT NULL,
      gate text NOT NULL,
      -- Generated names in the file store; null once the retention job has removed them.
      photo_name text,
      thumbnail_name text,
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'approved', 'denied')),
      decided_by text NOT NULL DEFAULT '',
      decided_via text NOT NULL DEFAULT '' CHECK (decided_via IN ('', 'app', 'phone')),
      decided_at timestamptz,
      guard_phone text NOT NULL,
      guard_name text NOT NULL,
      created_at timestamptz NOT NULL,
      visit_id uuid
    )`.execute(db);
  await sql`CREATE INDEX walk_ins_apartment_idx ON walk_ins (apartment, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX walk_ins_created_idx ON walk_ins (created_at)`.execute(db);

  await sql`
    CREATE TABLE visits (
      id uuid PRIMARY KEY,
      pass_id bigint REFERENCES passes (id) ON DELETE SET NULL,
      walk_in_id uuid REFERENCES walk_ins (id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN (${KINDS}, 'walk_in')),
      name text NOT NULL,
      apartment text NOT NULL,
      gate text NOT NULL,
      people integer NOT NULL CHECK (people BETWEEN 1 AND 50),
      checked_in_at timestamptz NOT NULL,
      checked_out_at timestamptz,
      guard_phone text NOT NULL,
      guard_name text NOT NULL,
      flags text[] NOT NULL DEFAULT '{}',
      approved_by text NOT NULL DEFAULT '',
      approved_via text NOT NULL DEFAULT '' CHECK (approved_via IN ('', 'app', 'phone')),
      -- When the server heard of it (checked_in_at is when it happened, maybe offline).
      recorded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX visits_in_idx ON visits (checked_in_at DESC)`.execute(db);
  await sql`CREATE INDEX visits_pass_idx ON visits (pass_id, checked_in_at)`.execute(db);
  await sql`CREATE INDEX visits_apartment_idx ON visits (apartment, checked_in_at DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX visits_inside_idx ON visits (checked_in_at) WHERE checked_out_at IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE job_runs (
      name text PRIMARY KEY,
      last_run_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    ALTER TABLE notifications DROP CONSTRAINT notifications_category_check,
      ADD CONSTRAINT notifications_category_check CHECK (category IN
        ('requests', 'community', 'lost_found', 'documents', 'notices', 'office', 'visitors'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE category = 'visitors'`.execute(db);
  await sql`DELETE FROM notification_preferences WHERE category = 'visitors'`.execute(db);
  await sql`
    ALTER TABLE notifications DROP CONSTRAINT notifications_category_check,
      ADD CONSTRAINT notifications_category_check CHECK (category IN
        ('requests', 'community', 'lost_found', 'documents', 'notices', 'office'))`.execute(db);
  for (const table of ['job_runs', 'visits', 'walk_ins', 'passes']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}

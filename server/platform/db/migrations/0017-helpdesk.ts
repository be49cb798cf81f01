/**
 * The helpdesk (issue 18): categories with a deadline each (the RWA edits them), tickets of an
 * apartment, and each ticket's thread. A ticket's moves go to request_history (kind 'helpdesk').
 * The deadline is running time (contract/helpdesk/sla.ts): `elapsed_seconds` banked so far and
 * `clock_started_at` while it runs; `due_at` is when the deadline falls while the clock runs
 * (null while paused or stopped), so the overdue job and the queue's order read one indexed
 * column. `escalation_level` says which of the two escalations the office has been sent.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const STATES = sql.raw(
  `'Open', 'Assigned', 'In progress', 'Waiting for resident', 'Resolved', 'Closed'`,
);

const DEFAULT_CATEGORIES: [string, number][] = [
  ['Plumbing', 24],
  ['Electrical', 24],
  ['Lift', 4],
  ['Security', 2],
  ['Housekeeping', 48],
  ['Common area', 72],
  ['Other', 72],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE helpdesk_categories (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      sla_hours integer NOT NULL CHECK (sla_hours BETWEEN 1 AND 720),
      position integer NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX helpdesk_categories_name_idx ON helpdesk_categories (lower(name))`.execute(
    db,
  );
  for (const [index, [name, hours]] of DEFAULT_CATEGORIES.entries()) {
    await sql`INSERT INTO helpdesk_categories (name, sla_hours, position)
      VALUES (${name}, ${hours}, ${index + 1})`.execute(db);
  }

  await sql`
    CREATE TABLE helpdesk_tickets (
      id bigserial PRIMARY KEY,
      category_id bigint NOT NULL REFERENCES helpdesk_categories (id),
      title text NOT NULL,
      description text NOT NULL,
      location text NOT NULL DEFAULT '',
      priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('normal', 'urgent')),
      status text NOT NULL DEFAULT 'Open' CHECK (status IN (${STATES})),
      status_note text NOT NULL DEFAULT '',
      apartment text NOT NULL CHECK (apartment ~ '^[A-Z0-9]{1,20}$'),
      reporter_phone text NOT NULL,
      reporter_name text NOT NULL,
      assigned_to text NOT NULL DEFAULT '',
      photo_name text,
      thumbnail_name text,
      sla_minutes integer NOT NULL CHECK (sla_minutes > 0),
      elapsed_seconds integer NOT NULL DEFAULT 0,
      clock_started_at timestamptz,
      due_at timestamptz,
      escalation_level smallint NOT NULL DEFAULT 0 CHECK (escalation_level BETWEEN 0 AND 2),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      resolved_at timestamptz,
      first_resolved_at timestamptz,
      closed_at timestamptz,
      rating smallint CHECK (rating BETWEEN 1 AND 5),
      rating_comment text NOT NULL DEFAULT '',
      close_as text CHECK (close_as IN ('duplicate', 'not_ours')),
      duplicate_of bigint REFERENCES helpdesk_tickets (id)
    )`.execute(db);
  await sql`CREATE INDEX helpdesk_tickets_apartment_idx ON helpdesk_tickets (apartment, created_at DESC)`.execute(
    db,
  );
  // The queue's order (deadline first) and the overdue job both read due_at.
  await sql`CREATE INDEX helpdesk_tickets_due_idx ON helpdesk_tickets (due_at) WHERE due_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX helpdesk_tickets_status_idx ON helpdesk_tickets (status, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX helpdesk_tickets_resolved_idx ON helpdesk_tickets (first_resolved_at)`.execute(
    db,
  );

  await sql`
    CREATE TABLE helpdesk_comments (
      id bigserial PRIMARY KEY,
      ticket_id bigint NOT NULL REFERENCES helpdesk_tickets (id) ON DELETE CASCADE,
      author_phone text NOT NULL,
      author_name text NOT NULL,
      author_role text NOT NULL CHECK (author_role IN ('member', 'rwa')),
      body text NOT NULL,
      photo_name text,
      thumbnail_name text,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX helpdesk_comments_ticket_idx ON helpdesk_comments (ticket_id, id)`.execute(
    db,
  );
}

/**
 * Collecting dues (issue 33, second part): the columns each bank's statement names, imported
 * statements and their credit rows (a row's key, date + reference + amount, is unique across
 * statements, so a row seen twice is matched once), the reminders sent (one a week per flat; one
 * per invoice and kind from the job), and the payment gateway's events (each processed once).
 * A confirmed payment may now be `reversed`: its allocations are released by negative rows
 * (still append-only), and a reversed payment frees its reference as a rejected one does.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const STATUSES = `'pending_verification', 'confirmed', 'rejected'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE dues_bank_formats (
      name text PRIMARY KEY,
      date_column text NOT NULL,
      narration_column text NOT NULL,
      reference_column text NOT NULL,
      credit_column text NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE bank_statements (
      id bigserial PRIMARY KEY,
      -- SHA-256 of the file's credit rows, normalized: the same statement is stored once.
      fingerprint text NOT NULL UNIQUE,
      bank text NOT NULL,
      rows_read integer NOT NULL,
      imported_by text NOT NULL,
      imported_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE bank_statement_rows (
      id bigserial PRIMARY KEY,
      statement_id bigint NOT NULL REFERENCES bank_statements (id),
      line integer NOT NULL,
      row_key text NOT NULL UNIQUE,
      posted_on date NOT NULL,
      narration text NOT NULL,
      reference text NOT NULL,
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      state text NOT NULL CHECK (state IN ('unmatched', 'matched', 'confirmed')),
      match_kind text CHECK (match_kind IN ('notice', 'invoice', 'payment')),
      invoice_id bigint REFERENCES invoices (id),
      payment_id bigint REFERENCES payments (id),
      note text NOT NULL DEFAULT ''
    )`.execute(db);
  await sql`
    CREATE INDEX bank_statement_rows_statement_idx ON bank_statement_rows (statement_id, line)`.execute(
    db,
  );

  await sql`
    CREATE TABLE dues_reminders (
      id bigserial PRIMARY KEY,
      apartment text NOT NULL,
      invoice_id bigint REFERENCES invoices (id),
      kind text NOT NULL CHECK (kind IN ('manual', 'before_due', 'overdue')),
      sent_at timestamptz NOT NULL,
      sent_by text
    )`.execute(db);
  await sql`
    CREATE INDEX dues_reminders_apartment_idx ON dues_reminders (apartment, sent_at)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX dues_reminders_invoice_key ON dues_reminders (invoice_id, kind)
    WHERE invoice_id IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE gateway_events (
      event_id text PRIMARY KEY,
      gateway text NOT NULL,
      event text NOT NULL,
      received_at timestamptz NOT NULL,
      payment_id bigint REFERENCES payments (id),
      outcome text NOT NULL
    )`.execute(db);

  await sql`
    ALTER TABLE payments DROP CONSTRAINT payments_status_check,
      ADD CONSTRAINT payments_status_check CHECK (status IN (${sql.raw(STATUSES)}, 'reversed'))`.execute(
    db,
  );
  await sql`DROP INDEX payments_reference_key`.execute(db);
  await sql`
    CREATE UNIQUE INDEX payments_reference_key ON payments (reference)
    WHERE status IN ('pending_verification', 'confirmed') AND reference <> ''`.execute(db);
  await sql`
    ALTER TABLE payment_allocations DROP CONSTRAINT payment_allocations_amount_paise_check,
      ADD CONSTRAINT payment_allocations_amount_paise_check CHECK (amount_paise <> 0)`.execute(db);
}

/** Fails while a reversal is in the book: a reversed payment has no earlier status to go back to. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment_allocations DROP CONSTRAINT payment_allocations_amount_paise_check,
      ADD CONSTRAINT payment_allocations_amount_paise_check CHECK (amount_paise > 0)`.execute(db);
  await sql`DROP INDEX payments_reference_key`.execute(db);
  await sql`
    CREATE UNIQUE INDEX payments_reference_key ON payments (reference)
    WHERE status <> 'rejected' AND reference <> ''`.execute(db);
  await sql`
    ALTER TABLE payments DROP CONSTRAINT payments_status_check,
      ADD CONSTRAINT payments_status_check CHECK (status IN (${sql.raw(STATUSES)}))`.execute(db);
  for (const table of [
    'gateway_events',
    'dues_reminders',
    'bank_statement_rows',
    'bank_statements',
    'dues_bank_formats',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}

/**
 * Maintenance dues (issue 33, ADR 004): the RWA's settings (one row), flat areas, charge heads,
 * invoices with their lines, payments, what each payment settled (`payment_allocations`) and
 * the ledger every balance is summed from. Money is integer paise in `bigint`. The ledger and
 * the allocations are append-only like `audit_events`: triggers refuse UPDATE, DELETE and
 * TRUNCATE, so a mistake is fixed by a new entry, never by rewriting an old one. Numbers come
 * from `dues_counters`, one row per series (invoices per financial year, receipts likewise).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const CATEGORIES_BEFORE = `'requests', 'community', 'lost_found', 'documents', 'notices', 'office', 'visitors'`;

async function appendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const fn = sql.raw(`${table}_append_only`);
  const name = sql.raw(table);
  await sql`
    CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '${sql.raw(table)} is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER ${fn}
      BEFORE UPDATE OR DELETE ON ${name}
      FOR EACH ROW EXECUTE FUNCTION ${fn}()`.execute(db);
  await sql`
    CREATE TRIGGER ${sql.raw(`${table}_no_truncate`)}
      BEFORE TRUNCATE ON ${name}
      FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE dues_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      upi_vpa text NOT NULL DEFAULT '',
      payee_name text NOT NULL DEFAULT 'Gatehouse RWA',
      billing_cycle text NOT NULL DEFAULT 'monthly'
        CHECK (billing_cycle IN ('monthly', 'quarterly')),
      due_day integer NOT NULL DEFAULT 10 CHECK (due_day BETWEEN 1 AND 28),
      late_fee_kind text NOT NULL DEFAULT 'none'
        CHECK (late_fee_kind IN ('none', 'interest', 'fixed')),
      late_fee_yearly_bp integer NOT NULL DEFAULT 0 CHECK (late_fee_yearly_bp BETWEEN 0 AND 3600),
      late_fee_fixed_paise bigint NOT NULL DEFAULT 0 CHECK (late_fee_fixed_paise >= 0),
      late_fee_grace_days integer NOT NULL DEFAULT 0,
      booking_block_days integer NOT NULL DEFAULT 0,
      updated_at timestamptz
    )`.execute(db);
  await sql`INSERT INTO dues_settings DEFAULT VALUES`.execute(db);

  await sql`
    CREATE TABLE dues_flats (
      apartment text PRIMARY KEY,
      area_sqft integer CHECK (area_sqft > 0),
      updated_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE charge_heads (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      basis text NOT NULL CHECK (basis IN ('per_flat', 'per_sqft', 'fixed_listed')),
      rate_paise bigint NOT NULL CHECK (rate_paise >= 0),
      gst_bp integer NOT NULL CHECK (gst_bp BETWEEN 0 AND 2800),
      flats text[] NOT NULL DEFAULT '{}',
      active_from text NOT NULL,
      active_until text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE invoices (
      id bigserial PRIMARY KEY,
      number text NOT NULL UNIQUE,
      apartment text NOT NULL,
      period text NOT NULL,
      billing_cycle text NOT NULL CHECK (billing_cycle IN ('monthly', 'quarterly')),
      due_date date NOT NULL,
      status text NOT NULL
        CHECK (status IN ('draft', 'published', 'partly_paid', 'paid', 'cancelled')),
      charges_paise bigint NOT NULL,
      arrears_paise bigint NOT NULL,
      published_at timestamptz NOT NULL,
      cancelled_at timestamptz,
      cancelled_reason text,
      -- The day this invoice's late fee was last charged up to (by a later invoice), if ever.
      late_fee_until date,
      UNIQUE (apartment, period)
    )`.execute(db);
  await sql`CREATE INDEX invoices_period_idx ON invoices (period, apartment)`.execute(db);

  await sql`
    CREATE TABLE invoice_lines (
      id bigserial PRIMARY KEY,
      invoice_id bigint NOT NULL REFERENCES invoices (id),
      position integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('charge', 'gst', 'late_fee')),
      label text NOT NULL,
      amount_paise bigint NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX invoice_lines_invoice_idx ON invoice_lines (invoice_id, position)`.execute(
    db,
  );

  await sql`
    CREATE TABLE payments (
      id bigserial PRIMARY KEY,
      apartment text NOT NULL,
      invoice_id bigint REFERENCES invoices (id),
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      paid_on date NOT NULL,
      mode text NOT NULL CHECK (mode IN ('upi', 'neft_imps', 'cheque', 'cash')),
      reference text NOT NULL DEFAULT '',
      payer_name text NOT NULL,
      status text NOT NULL
        CHECK (status IN ('pending_verification', 'confirmed', 'rejected')),
      reject_reason text,
      receipt_number text UNIQUE,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      checked_by text,
      checked_at timestamptz
    )`.execute(db);
  // One reference, one payment, whichever flat: a rejected notice frees its reference.
  await sql`
    CREATE UNIQUE INDEX payments_reference_key ON payments (reference)
    WHERE status <> 'rejected' AND reference <> ''`.execute(db);
  await sql`CREATE INDEX payments_apartment_idx ON payments (apartment, id)`.execute(db);
  await sql`CREATE INDEX payments_status_idx ON payments (status, id)`.execute(db);

  await sql`
    CREATE TABLE payment_allocations (
      id bigserial PRIMARY KEY,
      payment_id bigint NOT NULL REFERENCES payments (id),
      invoice_id bigint NOT NULL REFERENCES invoices (id),
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX payment_allocations_payment_idx ON payment_allocations (payment_id)`.execute(
    db,
  );
  await sql`CREATE INDEX payment_allocations_invoice_idx ON payment_allocations (invoice_id)`.execute(
    db,
  );
  await appendOnly(db, 'payment_allocations');

  await sql`
    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      apartment text NOT NULL,
      at timestamptz NOT NULL,
      kind text NOT NULL
        CHECK (kind IN ('invoice', 'late_fee', 'payment', 'cancellation', 'reversal')),
      amount_paise bigint NOT NULL,
      invoice_id bigint REFERENCES invoices (id),
      payment_id bigint REFERENCES payments (id),
      reverses_id bigint REFERENCES ledger_entries (id),
      note text NOT NULL DEFAULT ''
    )`.execute(db);
  await sql`CREATE INDEX ledger_entries_apartment_idx ON ledger_entries (apartment, id)`.execute(
    db,
  );
  await appendOnly(db, 'ledger_entries');

  await sql`
    CREATE TABLE dues_counters (
      name text PRIMARY KEY,
      last bigint NOT NULL
    )`.execute(db);

  await sql`
    ALTER TABLE notifications DROP CONSTRAINT notifications_category_check,
      ADD CONSTRAINT notifications_category_check CHECK (category IN
        (${sql.raw(CATEGORIES_BEFORE)}, 'dues'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE category = 'dues'`.execute(db);
  await sql`DELETE FROM notification_preferences WHERE category = 'dues'`.execute(db);
  await sql`
    ALTER TABLE notifications DROP CONSTRAINT notifications_category_check,
      ADD CONSTRAINT notifications_category_check CHECK (category IN
        (${sql.raw(CATEGORIES_BEFORE)}))`.execute(db);
  for (const table of [
    'dues_counters',
    'ledger_entries',
    'payment_allocations',
    'payments',
    'invoice_lines',
    'invoices',
    'charge_heads',
    'dues_flats',
    'dues_settings',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION ledger_entries_append_only()`.execute(db);
  await sql`DROP FUNCTION payment_allocations_append_only()`.execute(db);
}

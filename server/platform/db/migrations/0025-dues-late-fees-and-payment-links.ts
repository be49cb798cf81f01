/**
 * Dues, third part (issue 33, ADR 004).
 *
 * A late fee leaves out what a resident says they paid on time: while an "I have paid" for an
 * invoice, paid on or before its due date, waits for the RWA's check, its amount is not in the
 * late fee's base. A notice left out of a fee that also charged the rest of its invoice
 * remembers what was left out and since when, so if it is rejected the next late fee counts
 * those days as usual, once (`late_fee_made_up_on`).
 *
 * Payment links: where a payment gateway is configured, each published invoice gets one, made
 * by the gateway after the invoices are committed. A row per invoice is both the queue
 * (`pending` until made; claimed FOR UPDATE SKIP LOCKED and leased by `next_attempt_at`,
 * retried with backoff) and the link once made (`created`: its id and short URL, for the amount
 * open when it was made). `skipped`: nothing was open by then; `failed`: the gateway refused it
 * for good, and the UPI link stays the way to pay.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments
      ADD COLUMN late_fee_deferred_paise bigint NOT NULL DEFAULT 0
        CHECK (late_fee_deferred_paise >= 0),
      ADD COLUMN late_fee_deferred_from date,
      ADD COLUMN late_fee_made_up_on date`.execute(db);

  await sql`
    CREATE TABLE dues_payment_links (
      invoice_id bigint PRIMARY KEY REFERENCES invoices (id),
      state text NOT NULL CHECK (state IN ('pending', 'created', 'skipped', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      queued_at timestamptz NOT NULL,
      made_at timestamptz,
      link_id text UNIQUE,
      short_url text,
      amount_paise bigint CHECK (amount_paise > 0),
      last_error text,
      CHECK (state <> 'created' OR (link_id IS NOT NULL AND short_url IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE INDEX dues_payment_links_due_idx ON dues_payment_links (next_attempt_at)
    WHERE state = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE dues_payment_links`.execute(db);
  await sql`
    ALTER TABLE payments
      DROP COLUMN late_fee_deferred_paise,
      DROP COLUMN late_fee_deferred_from,
      DROP COLUMN late_fee_made_up_on`.execute(db);
}

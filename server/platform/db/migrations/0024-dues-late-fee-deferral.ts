/**
 * A late fee leaves out what a resident says they paid on time (issue 33, ADR 004): while an
 * "I have paid" for an invoice, paid on or before its due date, waits for the RWA's check, its
 * amount is not in the late fee's base. A notice left out of a fee that also charged the rest
 * of its invoice remembers what was left out and since when, so if it is rejected the next
 * late fee counts those days as usual, once (`late_fee_made_up_on`).
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments
      DROP COLUMN late_fee_deferred_paise,
      DROP COLUMN late_fee_deferred_from,
      DROP COLUMN late_fee_made_up_on`.execute(db);
}

/**
 * What the late fee (late-fee.ts) reads: each flat's open invoices with the "I have paid"
 * notices still pending for them (paid on or before the due date), and the notices a fee left
 * out that the RWA has since rejected or reversed, whose days are still to be counted.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { MakeUp, OverdueCandidate, PendingNotice } from './late-fee';
import { byFlat, openInvoices } from './open-invoices';

/** Every flat's open invoices, oldest first, each with its pending notices (oldest first). */
export async function overdueCandidates(
  db: Kysely<Database>,
): Promise<Map<string, OverdueCandidate[]>> {
  const { rows } = await sql<PendingNotice & { invoice_id: number }>`
    SELECT p.invoice_id, p.id, p.amount_paise, p.late_fee_deferred_paise AS deferred_paise,
      p.late_fee_deferred_from AS deferred_from
    FROM payments p JOIN invoices i ON i.id = p.invoice_id
    WHERE p.status = 'pending_verification' AND p.paid_on <= i.due_date
    ORDER BY p.id`.execute(db);
  const pending = new Map<number, PendingNotice[]>();
  for (const { invoice_id: invoice, ...notice } of rows) {
    pending.set(invoice, [...(pending.get(invoice) ?? []), notice]);
  }
  const open = await openInvoices(db);
  return byFlat(open.map((invoice) => ({ ...invoice, pending: pending.get(invoice.id) ?? [] })));
}

/** Per flat, the notices left out of a fee and since rejected or reversed, not yet counted. */
export async function makeUpsDue(db: Kysely<Database>): Promise<Map<string, MakeUp[]>> {
  const { rows } = await sql<MakeUp & { apartment: string }>`
    SELECT p.id AS payment_id, i.apartment, i.number, p.late_fee_deferred_paise AS paise,
      p.late_fee_deferred_from AS "from", i.late_fee_until AS until
    FROM payments p JOIN invoices i ON i.id = p.invoice_id
    WHERE p.status IN ('rejected', 'reversed') AND p.late_fee_deferred_paise > 0
      AND p.late_fee_deferred_from IS NOT NULL AND p.late_fee_made_up_on IS NULL
      AND i.status <> 'cancelled' AND i.late_fee_until IS NOT NULL
    ORDER BY p.id`.execute(db);
  return byFlat(rows);
}

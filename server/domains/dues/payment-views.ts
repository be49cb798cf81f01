/**
 * How payments read in the contract's words (contract/dues/payments.ts): each with the invoice
 * a notice named and the invoices it settles, oldest first.
 */
import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Payment } from '../../../contract/dues/payments';
import type { Database } from '../../platform/db/schema';

type PaymentQuery = SelectQueryBuilder<Database, 'payments', object>;

/** Payments chosen by `where` (newest first), as the contract reads them. */
export async function loadPayments(
  db: Kysely<Database>,
  where: (query: PaymentQuery) => PaymentQuery,
): Promise<Payment[]> {
  const rows = await where(db.selectFrom('payments'))
    .leftJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .selectAll('payments')
    .select('invoices.number as invoice_number')
    .orderBy('payments.id', 'desc')
    .execute();
  const ids = rows.map((row) => row.id);
  // Net per invoice: a reversal releases what a payment settled by negative rows.
  const settled =
    ids.length === 0
      ? []
      : await db
          .selectFrom('payment_allocations as a')
          .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
          .select([
            'a.payment_id',
            'i.number as invoice_number',
            sql<number>`sum(a.amount_paise)::bigint`.as('amount_paise'),
          ])
          .where('a.payment_id', 'in', ids)
          .groupBy(['a.payment_id', 'i.number'])
          .having(sql`sum(a.amount_paise)`, '<>', 0)
          .orderBy(sql`min(a.id)`)
          .execute();
  const byPayment = new Map<number, Payment['settled']>();
  for (const { payment_id: id, ...allocation } of settled) {
    byPayment.set(id, [...(byPayment.get(id) ?? []), allocation]);
  }
  return rows.map((row) => ({
    id: String(row.id),
    apartment: row.apartment,
    invoice_id: row.invoice_id === null ? null : String(row.invoice_id),
    invoice_number: row.invoice_number,
    amount_paise: row.amount_paise,
    paid_on: row.paid_on,
    mode: row.mode,
    reference: row.reference,
    payer_name: row.payer_name,
    status: row.status,
    reject_reason: row.reject_reason,
    receipt_number: row.receipt_number,
    settled: byPayment.get(row.id) ?? [],
    created_at: row.created_at.toISOString(),
  }));
}

export async function loadPayment(db: Kysely<Database>, id: number): Promise<Payment> {
  const [payment] = await loadPayments(db, (query) => query.where('payments.id', '=', id));
  if (!payment) throw new Error(`payment ${id} vanished`);
  return payment;
}

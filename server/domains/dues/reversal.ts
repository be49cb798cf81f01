/**
 * Reversing a confirmed payment (ADR 004): never an edit. A `reversal` entry of the opposite
 * sign names the payment's own ledger entry; what it settled is released by one negative
 * allocation per invoice (allocations stay append-only) and those invoices' statuses follow; then
 * the flat's other money settles what it can, oldest first, as after any act. The payment's
 * reference is free again (a reversed payment is neither pending nor confirmed).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Payment } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { refreshStatuses, settleFlat } from './allocation';
import { tellReversed } from './notices';
import { loadPayment } from './payment-views';
import { findPayment } from './payments';

export async function reversePayment(
  tx: Kysely<Database>,
  id: string,
  reason: string,
  now: Date,
): Promise<Payment> {
  const row = await findPayment(tx, id);
  if (row.status !== 'confirmed') throw new HttpError(409, messages.paymentNotConfirmed);
  const entry = await tx
    .selectFrom('ledger_entries')
    .select('id')
    .where('payment_id', '=', row.id)
    .where('kind', '=', 'payment')
    .executeTakeFirstOrThrow();
  await tx.updateTable('payments').set({ status: 'reversed' }).where('id', '=', row.id).execute();
  await tx
    .insertInto('ledger_entries')
    .values({
      apartment: row.apartment,
      at: now,
      kind: 'reversal',
      amount_paise: row.amount_paise,
      payment_id: row.id,
      reverses_id: entry.id,
      note: messages.ledgerReversed(row.receipt_number ?? '', reason),
    })
    .execute();
  const { rows: held } = await sql<{ invoice_id: number; paise: number }>`
    SELECT invoice_id, sum(amount_paise)::bigint AS paise FROM payment_allocations
    WHERE payment_id = ${row.id}
    GROUP BY invoice_id HAVING sum(amount_paise) <> 0`.execute(tx);
  if (held.length > 0) {
    await tx
      .insertInto('payment_allocations')
      .values(
        held.map((each) => ({
          payment_id: row.id,
          invoice_id: each.invoice_id,
          amount_paise: -each.paise,
          at: now,
        })),
      )
      .execute();
    await refreshStatuses(
      tx,
      held.map((each) => each.invoice_id),
    );
  }
  await settleFlat(tx, row.apartment, now);
  const payment = await loadPayment(tx, row.id);
  await tellReversed(tx, payment, reason, now);
  return payment;
}

/**
 * Cancelling an invoice (ADR 004): never a delete. Each of its ledger entries gets a
 * `cancellation` entry of the opposite sign naming it, so the flat's balance drops by what the
 * invoice added and both stay in the book. An invoice something was allocated to is refused
 * (409): the RWA reverses the payment first, so a receipt never loses an invoice it settled.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { lockBook } from './book';
import type { InvoiceRow } from './invoice-views';

export async function cancelInvoice(
  tx: Kysely<Database>,
  idText: string,
  reason: string,
  now: Date,
): Promise<InvoiceRow> {
  const id = rowId(idText, messages.invoiceNotFound);
  await lockBook(tx);
  const row = await tx.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, messages.invoiceNotFound);
  if (row.status === 'cancelled') throw new HttpError(409, messages.invoiceAlreadyCancelled);
  // Net: a reversed payment's release (negative rows) leaves nothing allocated.
  const allocated = await tx
    .selectFrom('payment_allocations')
    .select(sql<number>`coalesce(sum(amount_paise), 0)::bigint`.as('paise'))
    .where('invoice_id', '=', id)
    .executeTakeFirstOrThrow();
  if (allocated.paise !== 0) throw new HttpError(409, messages.invoiceHasPayments);

  const entries = await tx
    .selectFrom('ledger_entries')
    .select(['id', 'amount_paise'])
    .where('invoice_id', '=', id)
    .where('kind', 'in', ['invoice', 'late_fee'])
    .execute();
  if (entries.length > 0) {
    await tx
      .insertInto('ledger_entries')
      .values(
        entries.map((entry) => ({
          apartment: row.apartment,
          at: now,
          kind: 'cancellation' as const,
          amount_paise: -entry.amount_paise,
          invoice_id: id,
          reverses_id: entry.id,
          note: messages.ledgerCancelled(row.number, reason),
        })),
      )
      .execute();
  }
  return tx
    .updateTable('invoices')
    .set({ status: 'cancelled', cancelled_at: now, cancelled_reason: reason })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

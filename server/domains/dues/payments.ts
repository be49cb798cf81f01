/**
 * Payments (ADR 004): a resident's "I have paid" waits for the RWA's check; confirming it (or
 * recording one confirmed at once: at the desk, from the bank statement, from the gateway)
 * numbers its receipt, writes its − entry in the ledger and allocates it to the flat's oldest
 * open invoices; rejecting it says why and frees its reference. A reference is used once among
 * payments pending or confirmed, whichever flat (409). Every act takes the book's lock, so two
 * checks of one payment take turns. `by` is who acted: an admin's phone, or the gateway.
 */
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { z } from 'zod';
import type { deskPayment, Payment, paymentNotice } from '../../../contract/dues/payments';
import { financialYear } from '../../../contract/dues/periods';
import { messages } from '../../../contract/messages';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database, User } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { settleFlats } from './allocation';
import { chunks, findFlat, lockBook, nextNumbers, receiptNumber } from './book';
import { tellConfirmed, tellOfficeOfNotice, tellRejected } from './notices';
import { loadPayment, loadPayments } from './payment-views';
import type { PaymentsTable } from './tables';

type NoticeBody = z.output<typeof paymentNotice>;
type DeskBody = z.output<typeof deskPayment>;

/** The payment pending or confirmed under this reference, with the invoice it named, if any. */
export function paymentWithReference(tx: Kysely<Database>, reference: string) {
  return tx
    .selectFrom('payments as p')
    .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select(['p.id', 'p.apartment', 'p.status', 'p.amount_paise', 'i.number'])
    .where('p.reference', '=', reference)
    .where('p.status', 'in', ['pending_verification', 'confirmed'])
    .executeTakeFirst();
}

/** Of `references`, those a pending or confirmed payment has, each with the invoice it named. */
export async function takenReferences(
  tx: Kysely<Database>,
  references: readonly string[],
): Promise<Map<string, string | null>> {
  const given = [...new Set(references)].filter((reference) => reference !== '');
  if (given.length === 0) return new Map();
  const rows = await tx
    .selectFrom('payments as p')
    .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select(['p.reference', 'i.number'])
    .where('p.reference', 'in', given)
    .where('p.status', 'in', ['pending_verification', 'confirmed'])
    .execute();
  return new Map(rows.map((row) => [row.reference, row.number]));
}

/** The sentence refusing a reference already taken by a payment for `invoiceNumber`. */
export const referenceTakenBy = (invoiceNumber: string | null) =>
  messages.referenceTaken(invoiceNumber ?? 'a desk payment');

/** 409 naming the invoice an earlier payment of this reference was for. */
async function refuseTakenReference(tx: Kysely<Database>, reference: string): Promise<void> {
  if (reference === '') return;
  const taken = await paymentWithReference(tx, reference);
  if (taken) throw new HttpError(409, referenceTakenBy(taken.number));
}

/** Whether a payment date is after today in India. */
export const isFuture = (paidOn: string, now: Date) => paidOn > inIndia(now).date;

function refuseFuture(paidOn: string, now: Date): void {
  if (isFuture(paidOn, now)) throw new HttpError(400, messages.paidOnFuture);
}

/** Stores the payments; answers their ids in the order given. */
export async function insertPayments(
  tx: Kysely<Database>,
  values: readonly Insertable<PaymentsTable>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks([...values])) {
    // INSERT … VALUES … RETURNING gives the rows back in the order of the VALUES.
    const rows = await tx.insertInto('payments').values(part).returning('id').execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

async function insertPayment(
  tx: Kysely<Database>,
  values: Insertable<PaymentsTable>,
): Promise<number> {
  const [id] = await insertPayments(tx, [values]);
  if (id === undefined) throw new Error('the payment was not stored');
  return id;
}

const payerOf = (user: User) => user.name ?? user.phone_number;

/** "I have paid": the resident's own flat's invoice, not cancelled, on a day that could be. */
export async function sendNotice(
  tx: Kysely<Database>,
  body: NoticeBody,
  user: User,
  now: Date,
): Promise<Payment> {
  const invoiceId = rowId(body.invoice_id, messages.invoiceNotFound);
  await lockBook(tx);
  const invoice = await tx
    .selectFrom('invoices')
    .select(['id', 'apartment', 'status', 'published_at'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) throw new HttpError(404, messages.invoiceNotFound);
  if (invoice.apartment !== user.apartment_number) {
    throw new HttpError(403, messages.invoiceNotYours);
  }
  if (invoice.status === 'cancelled') throw new HttpError(409, messages.invoiceCancelledNoPayment);
  refuseFuture(body.paid_on, now);
  if (body.paid_on < inIndia(invoice.published_at).date) {
    throw new HttpError(400, messages.paidOnBeforeInvoice);
  }
  await refuseTakenReference(tx, body.reference);
  const id = await insertPayment(tx, {
    apartment: invoice.apartment,
    invoice_id: invoice.id,
    amount_paise: body.amount_paise,
    paid_on: body.paid_on,
    mode: body.mode,
    reference: body.reference,
    payer_name: payerOf(user),
    status: 'pending_verification',
    created_by: user.phone_number,
    created_at: now,
  });
  const payment = await loadPayment(tx, id);
  await tellOfficeOfNotice(tx, payment, now);
  return payment;
}

/** The payment, locked for this act: 404 when there is none. */
export async function findPayment(tx: Kysely<Database>, idText: string) {
  const id = rowId(idText, messages.paymentNotFound);
  await lockBook(tx);
  const row = await tx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, messages.paymentNotFound);
  return row;
}

/** A payment to confirm: its row, its flat and its amount. */
export interface ToConfirm {
  id: number;
  apartment: string;
  amount_paise: number;
}

/**
 * Numbers the payments' receipts (in the order given), books each in the ledger, allocates the
 * flats' money and tells each household; answers them as confirmed, in the order given.
 * Set-based, so a statement's few hundred confirmations are a handful of statements.
 */
export async function confirmRows(
  tx: Kysely<Database>,
  rows: readonly ToConfirm[],
  by: string,
  now: Date,
): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const year = financialYear(inIndia(now).date);
  const numbers = await nextNumbers(tx, `receipt:${year}`, rows.length);
  const receipts = rows.map((row, index) => ({
    ...row,
    receipt: receiptNumber(year, numbers[index] ?? 0),
  }));
  for (const part of chunks(receipts)) {
    const values = part.map(({ id, receipt }) => sql`(${id}::bigint, ${receipt}::text)`);
    await sql`
      UPDATE payments p
      SET status = 'confirmed', receipt_number = v.receipt, checked_by = ${by}, checked_at = ${now}
      FROM (VALUES ${sql.join(values)}) AS v (id, receipt)
      WHERE p.id = v.id`.execute(tx);
    await tx
      .insertInto('ledger_entries')
      .values(
        part.map((row) => ({
          apartment: row.apartment,
          at: now,
          kind: 'payment' as const,
          amount_paise: -row.amount_paise,
          payment_id: row.id,
          note: messages.ledgerReceipt(row.receipt),
        })),
      )
      .execute();
  }
  await settleFlats(tx, [...new Set(rows.map((row) => row.apartment))], now);
  const ids = rows.map((row) => row.id);
  const loaded = new Map(
    (await loadPayments(tx, (query) => query.where('payments.id', 'in', ids))).map((payment) => [
      payment.id,
      payment,
    ]),
  );
  const payments = ids.map((id) => {
    const payment = loaded.get(String(id));
    if (!payment) throw new Error(`payment ${id} vanished`);
    return payment;
  });
  await tellConfirmed(tx, payments, now);
  return payments;
}

/** Confirms one payment; answers it as confirmed. */
async function confirmRow(
  tx: Kysely<Database>,
  row: ToConfirm,
  by: string,
  now: Date,
): Promise<Payment> {
  const [payment] = await confirmRows(tx, [row], by, now);
  if (!payment) throw new Error(`payment ${row.id} was not confirmed`);
  return payment;
}

export async function confirmPayment(
  tx: Kysely<Database>,
  id: string,
  by: string,
  now: Date,
): Promise<Payment> {
  const row = await findPayment(tx, id);
  if (row.status !== 'pending_verification') throw new HttpError(409, messages.paymentNotPending);
  return confirmRow(tx, row, by, now);
}

export async function rejectPayment(
  tx: Kysely<Database>,
  id: string,
  reason: string,
  by: string,
  now: Date,
): Promise<Payment> {
  const row = await findPayment(tx, id);
  if (row.status !== 'pending_verification') throw new HttpError(409, messages.paymentNotPending);
  await tx
    .updateTable('payments')
    .set({
      status: 'rejected',
      reject_reason: reason,
      checked_by: by,
      checked_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  const payment = await loadPayment(tx, row.id);
  await tellRejected(tx, payment, now);
  return payment;
}

/**
 * A payment confirmed as it is recorded: any flat of the register, taken at the desk (no
 * invoice) or seen in the bank or the gateway (the invoice it was for).
 */
export async function recordConfirmedPayment(
  tx: Kysely<Database>,
  body: DeskBody,
  by: string,
  now: Date,
  invoiceId: number | null = null,
): Promise<Payment> {
  await lockBook(tx);
  if (!(await findFlat(tx, body.apartment))) {
    throw new HttpError(400, messages.flatUnknown(body.apartment));
  }
  refuseFuture(body.paid_on, now);
  await refuseTakenReference(tx, body.reference);
  const id = await insertPayment(tx, {
    apartment: body.apartment,
    invoice_id: invoiceId,
    amount_paise: body.amount_paise,
    paid_on: body.paid_on,
    mode: body.mode,
    reference: body.reference,
    payer_name: body.payer_name,
    status: 'pending_verification',
    created_by: by,
    created_at: now,
  });
  return confirmRow(
    tx,
    { id, apartment: body.apartment, amount_paise: body.amount_paise },
    by,
    now,
  );
}

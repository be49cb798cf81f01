/**
 * Acting on a statement's matches (issue 33), through the confirmations every payment goes
 * through (payments.ts: receipt number, ledger, allocation, the household told). Confirming a
 * statement's matches takes each row still `matched`: a pending notice is confirmed, an invoice
 * gets a confirmed UPI or NEFT payment for its flat with the row's reference and date. A row
 * whose notice was checked meanwhile, or whose payment cannot be recorded (its reference was
 * used since), is skipped with the reason and left unmatched. Confirmed rows are never taken
 * again, so a second call confirms nothing. A hand match puts an unmatched row to an invoice and
 * confirms its payment at once.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Payment } from '../../../contract/dues/payments';
import type { StatementRow } from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { lockBook } from './book';
import type { LineProblem } from './csv-records';
import { confirmPayment, recordConfirmedPayment } from './payments';
import { statementRows } from './statements';
import type { BankStatementRowsTable } from './tables';

type Row = Selectable<BankStatementRowsTable>;

const PAYER_MAX = 100;

/** A confirmed payment of the row's credit for the invoice's flat. */
function recordFromRow(
  tx: Kysely<Database>,
  row: Row,
  invoice: { id: number; apartment: string },
  by: string,
  now: Date,
): Promise<Payment> {
  return recordConfirmedPayment(
    tx,
    {
      apartment: invoice.apartment,
      amount_paise: row.amount_paise,
      paid_on: row.posted_on,
      mode: /^\d{12}$/.test(row.reference) ? 'upi' : 'neft_imps',
      reference: row.reference,
      payer_name: row.narration.slice(0, PAYER_MAX) || 'Bank transfer',
    },
    by,
    now,
    invoice.id,
  );
}

async function settleRow(
  tx: Kysely<Database>,
  row: Row,
  change: Partial<Pick<Row, 'state' | 'match_kind' | 'invoice_id' | 'payment_id' | 'note'>>,
): Promise<void> {
  await tx.updateTable('bank_statement_rows').set(change).where('id', '=', row.id).execute();
}

/** Confirms one matched row; answers why not when it cannot be. */
async function confirmMatch(
  tx: Kysely<Database>,
  row: Row,
  by: string,
  now: Date,
): Promise<string | null> {
  if (row.match_kind === 'notice' && row.payment_id !== null) {
    const notice = await tx
      .selectFrom('payments')
      .select('status')
      .where('id', '=', row.payment_id)
      .executeTakeFirstOrThrow();
    if (notice.status === 'pending_verification') {
      await confirmPayment(tx, String(row.payment_id), by, now);
    } else if (notice.status !== 'confirmed') {
      await settleRow(tx, row, { state: 'unmatched', match_kind: null, payment_id: null });
      return messages.matchNoticeChecked;
    }
    await settleRow(tx, row, { state: 'confirmed' });
    return null;
  }
  if (row.invoice_id === null) throw new Error(`row ${row.id} matches an invoice it does not name`);
  const invoice = await tx
    .selectFrom('invoices')
    .select(['id', 'apartment'])
    .where('id', '=', row.invoice_id)
    .executeTakeFirstOrThrow();
  try {
    const payment = await recordFromRow(tx, row, invoice, by, now);
    await settleRow(tx, row, { state: 'confirmed', payment_id: Number(payment.id) });
    return null;
  } catch (error) {
    // Refused before anything was written (an unknown flat, a reference used since).
    if (!(error instanceof HttpError)) throw error;
    await settleRow(tx, row, { state: 'unmatched', match_kind: null, invoice_id: null });
    return error.detail;
  }
}

export async function confirmMatches(
  tx: Kysely<Database>,
  statementId: number,
  by: string,
  now: Date,
): Promise<{ confirmed: number; skipped: LineProblem[] }> {
  await lockBook(tx);
  const rows = await tx
    .selectFrom('bank_statement_rows')
    .selectAll()
    .where('statement_id', '=', statementId)
    .where('state', '=', 'matched')
    .orderBy('line')
    .execute();
  const skipped: LineProblem[] = [];
  for (const row of rows) {
    const problem = await confirmMatch(tx, row, by, now);
    if (problem) skipped.push({ line: row.line, message: problem });
  }
  return { confirmed: rows.length - skipped.length, skipped };
}

/** Puts a row not yet confirmed to `invoiceIdText` and confirms its payment at once. */
export async function matchRowByHand(
  tx: Kysely<Database>,
  ids: { statement: number; row: string },
  invoiceIdText: string,
  by: string,
  now: Date,
): Promise<StatementRow> {
  await lockBook(tx);
  const row = await tx
    .selectFrom('bank_statement_rows')
    .selectAll()
    .where('id', '=', rowId(ids.row, messages.statementRowNotFound))
    .where('statement_id', '=', ids.statement)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, messages.statementRowNotFound);
  if (row.state === 'confirmed') throw new HttpError(409, messages.statementRowDone);
  const invoice = await tx
    .selectFrom('invoices')
    .select(['id', 'apartment', 'status'])
    .where('id', '=', rowId(invoiceIdText, messages.invoiceNotFound))
    .executeTakeFirst();
  if (!invoice) throw new HttpError(404, messages.invoiceNotFound);
  if (invoice.status === 'cancelled') throw new HttpError(409, messages.invoiceCancelledNoPayment);
  const payment = await recordFromRow(tx, row, invoice, by, now);
  await settleRow(tx, row, {
    state: 'confirmed',
    match_kind: 'invoice',
    invoice_id: invoice.id,
    payment_id: Number(payment.id),
    note: '',
  });
  const [matched] = await statementRows(tx, { rows: [row.id] });
  if (!matched) throw new Error('the matched row vanished');
  return matched;
}

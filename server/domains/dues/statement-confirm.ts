/**
 * Acting on a statement's matches (issue 33), through the confirmations every payment goes
 * through (payments.ts: receipt number, ledger, allocation, the household told). Confirming a
 * statement's matches takes the rows still `matched` a chunk at a time, each chunk one
 * transaction of set-based statements: a pending notice is confirmed, an invoice gets a
 * confirmed UPI or NEFT payment for its flat with the row's reference and date. A row whose
 * notice was checked meanwhile, or whose payment cannot be recorded (its reference was used
 * since), is skipped with the reason and left unmatched. Confirmed rows are never taken again,
 * so a second call confirms nothing, and one cut short leaves the rest to the next. A hand match
 * puts an unmatched row to an invoice and confirms its payment at once.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Payment } from '../../../contract/dues/payments';
import type { StatementRow } from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { chunks, lockBook } from './book';
import type { LineProblem } from './csv-records';
import { confirmRows, insertPayments, recordConfirmedPayment } from './payments';
import type { ToConfirm } from './payments';
import { confirmedRow, judgeRows } from './statement-judging';
import type { Row, RowChange } from './statement-judging';
import { statementRows } from './statements';

const PAYER_MAX = 100;

/** The payment a bank credit makes for an invoice's flat, as `recordConfirmedPayment` takes it. */
function paymentOfRow(row: Row, apartment: string) {
  return {
    apartment,
    amount_paise: row.amount_paise,
    paid_on: row.posted_on,
    mode: /^\d{12}$/.test(row.reference) ? ('upi' as const) : ('neft_imps' as const),
    reference: row.reference,
    payer_name: row.narration.slice(0, PAYER_MAX) || messages.bankTransferPayer,
  };
}

/** A confirmed payment of the row's credit for the invoice's flat. */
function recordFromRow(
  tx: Kysely<Database>,
  row: Row,
  invoice: { id: number; apartment: string },
  by: string,
  now: Date,
): Promise<Payment> {
  return recordConfirmedPayment(tx, paymentOfRow(row, invoice.apartment), by, now, invoice.id);
}

async function settleRows(tx: Kysely<Database>, changes: RowChange[]): Promise<void> {
  for (const part of chunks(changes)) {
    const values = part.map(
      (change) =>
        sql`(${change.id}::bigint, ${change.state}::text, ${change.match_kind}::text,
          ${change.invoice_id}::bigint, ${change.payment_id}::bigint, ${change.note}::text)`,
    );
    await sql`
      UPDATE bank_statement_rows r
      SET state = v.state, match_kind = v.match_kind, invoice_id = v.invoice_id,
        payment_id = v.payment_id, note = v.note
      FROM (VALUES ${sql.join(values)}) AS v (id, state, match_kind, invoice_id, payment_id, note)
      WHERE r.id = v.id`.execute(tx);
  }
}

/** Rows confirmed per transaction: short enough that the server answers others in between. */
export const CONFIRM_CHUNK = 250;

export interface ConfirmedChunk {
  confirmed: number;
  skipped: LineProblem[];
  /** The first and last line it took, or null when no match was left. */
  lines: { first: number; last: number } | null;
  /** Whether matches are left for another chunk. */
  more: boolean;
}

/**
 * Confirms the statement's next `size` matches still `matched`, in the file's order, under the
 * book's lock: a pending notice is confirmed (one checked meanwhile is skipped), an invoice gets
 * a confirmed UPI or NEFT payment for its flat with the row's reference and date (one that
 * cannot be recorded — its flat gone, its date ahead, its reference used since — is skipped).
 * Each row taken leaves `matched` in the same transaction, confirmed or unmatched with the
 * reason, so a chunk never takes a row twice, whoever else confirms the statement meanwhile.
 */
export async function confirmMatchChunk(
  tx: Kysely<Database>,
  statementId: number,
  by: string,
  now: Date,
  size = CONFIRM_CHUNK,
): Promise<ConfirmedChunk> {
  await lockBook(tx);
  const found = await tx
    .selectFrom('bank_statement_rows')
    .selectAll()
    .where('statement_id', '=', statementId)
    .where('state', '=', 'matched')
    .orderBy('line')
    .limit(size + 1)
    .execute();
  const rows = found.slice(0, size);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return { confirmed: 0, skipped: [], lines: null, more: false };

  const { toSettle, changes, skipped } = await judgeRows(tx, rows, now);
  const fresh = toSettle.flatMap((item) => ('invoice' in item ? [item] : []));
  const ids = await insertPayments(
    tx,
    fresh.map(({ row, invoice }) => ({
      ...paymentOfRow(row, invoice.apartment),
      invoice_id: invoice.id,
      status: 'pending_verification' as const,
      created_by: by,
      created_at: now,
    })),
  );
  const paymentOf = new Map(fresh.map((item, index) => [item.row.id, ids[index] ?? 0]));
  const confirming = toSettle.map((item): ToConfirm =>
    'notice' in item
      ? item.notice
      : {
          id: paymentOf.get(item.row.id) ?? 0,
          apartment: item.invoice.apartment,
          amount_paise: item.row.amount_paise,
        },
  );
  await confirmRows(tx, confirming, by, now);
  for (const { row } of toSettle) {
    changes.push(confirmedRow(row, paymentOf.get(row.id) ?? row.payment_id));
  }
  await settleRows(tx, changes);
  return {
    confirmed: rows.length - skipped.length,
    skipped,
    lines: { first: first.line, last: last.line },
    more: found.length > size,
  };
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
  await settleRows(tx, [
    {
      id: row.id,
      state: 'confirmed',
      match_kind: 'invoice',
      invoice_id: invoice.id,
      payment_id: Number(payment.id),
      note: '',
    },
  ]);
  const [matched] = await statementRows(tx, { rows: [row.id] });
  if (!matched) throw new Error('the matched row vanished');
  return matched;
}

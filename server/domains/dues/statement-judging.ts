/**
 * What becomes of a chunk of a statement's matched rows (statement-confirm.ts), judged by the
 * same rules one payment's confirmation applies, read for the whole chunk at once: a notice
 * still pending is confirmed (one checked meanwhile is skipped); an invoice's credit becomes a
 * payment for its flat unless its flat is gone, its date is ahead or its reference was used
 * since (by another payment, or by an earlier credit of the chunk). Pure but for the reads.
 */
import type { Kysely, Selectable } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { knownFlats } from './book';
import type { LineProblem } from './csv-records';
import { isFuture, referenceTakenBy, takenReferences } from './payments';
import type { ToConfirm } from './payments';
import type { BankStatementRowsTable } from './tables';

export type Row = Selectable<BankStatementRowsTable>;

/** What a row becomes. */
export type RowChange = Pick<
  Row,
  'id' | 'state' | 'match_kind' | 'invoice_id' | 'payment_id' | 'note'
>;

/** A row to confirm: its pending notice, or a new payment for an invoice's flat. */
export type ToSettle =
  { row: Row; notice: ToConfirm } | { row: Row; invoice: { id: number; apartment: string } };

export interface Judged {
  /** In the file's order. */
  toSettle: ToSettle[];
  /** Rows settled already: a notice confirmed meanwhile, or a skipped row. */
  changes: RowChange[];
  skipped: LineProblem[];
}

/** Left for a hand match, with the reason it could not be confirmed. */
const unmatched = (row: Row, reason: string): RowChange => ({
  id: row.id,
  state: 'unmatched',
  match_kind: null,
  invoice_id: null,
  payment_id: null,
  note: reason,
});

export const confirmedRow = (row: Row, paymentId: number | null): RowChange => ({
  id: row.id,
  state: 'confirmed',
  match_kind: row.match_kind,
  invoice_id: row.invoice_id,
  payment_id: paymentId,
  note: row.note,
});

const ids = (values: (number | null)[]) => values.filter((id) => id !== null);

async function readContext(tx: Kysely<Database>, rows: Row[]) {
  const noticeIds = ids(rows.map((row) => (row.match_kind === 'notice' ? row.payment_id : null)));
  const invoiceIds = ids(rows.map((row) => (row.match_kind === 'notice' ? null : row.invoice_id)));
  const notices = noticeIds.length
    ? await tx
        .selectFrom('payments')
        .select(['id', 'apartment', 'amount_paise', 'status'])
        .where('id', 'in', noticeIds)
        .execute()
    : [];
  const invoices = invoiceIds.length
    ? await tx
        .selectFrom('invoices')
        .select(['id', 'apartment', 'number'])
        .where('id', 'in', invoiceIds)
        .execute()
    : [];
  return {
    notices: new Map(notices.map((notice) => [notice.id, notice])),
    invoices: new Map(invoices.map((invoice) => [invoice.id, invoice])),
    flats: await knownFlats(tx, [...new Set(invoices.map((invoice) => invoice.apartment))]),
    taken: await takenReferences(
      tx,
      rows.map((row) => row.reference),
    ),
  };
}

export async function judgeRows(tx: Kysely<Database>, rows: Row[], now: Date): Promise<Judged> {
  const { notices, invoices, flats, taken } = await readContext(tx, rows);
  const judged: Judged = { toSettle: [], changes: [], skipped: [] };
  const skip = (row: Row, reason: string) => {
    judged.changes.push(unmatched(row, reason));
    judged.skipped.push({ line: row.line, message: reason });
  };
  const confirming = new Set<number>();
  for (const row of rows) {
    if (row.match_kind === 'notice') {
      const notice = row.payment_id === null ? undefined : notices.get(row.payment_id);
      if (!notice) skip(row, messages.matchNoticeChecked);
      else if (confirming.has(notice.id) || notice.status === 'confirmed') {
        judged.changes.push(confirmedRow(row, notice.id));
      } else if (notice.status !== 'pending_verification') {
        skip(row, messages.matchNoticeChecked);
      } else {
        confirming.add(notice.id);
        judged.toSettle.push({ row, notice });
      }
      continue;
    }
    const invoice = row.invoice_id === null ? undefined : invoices.get(row.invoice_id);
    if (!invoice) throw new Error(`row ${row.id} matches an invoice it does not name`);
    const takenBy = taken.get(row.reference);
    if (!flats.has(invoice.apartment)) skip(row, messages.flatUnknown(invoice.apartment));
    else if (isFuture(row.posted_on, now)) skip(row, messages.paidOnFuture);
    else if (takenBy !== undefined) skip(row, referenceTakenBy(takenBy));
    else {
      // Taken from here on: a later credit of this reference is refused, as it would be later.
      if (row.reference !== '') taken.set(row.reference, invoice.number);
      judged.toSettle.push({ row, invoice });
    }
  }
  return judged;
}

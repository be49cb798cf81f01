/**
 * Matching a statement's credits (issue 33), in the file's order, each to one thing at most:
 * first a payment by reference — the row's reference, or a long word of its narration (a UPI
 * credit often carries its UTR only there). A pending "I have paid" of the same amount is a
 * match to confirm (another amount is left to a person, with a note); a payment already
 * confirmed means the credit is accounted for. Then an open invoice whose number is in the
 * narration (however the bank wrote its slashes) and whose open amount is the credit. A notice
 * or invoice another statement's row already proposes is not proposed again.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { formatRupees } from '../../../contract/dues/money';
import type { StatementMatchKind, StatementRowState } from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { chunks } from './book';
import { openInvoices } from './open-invoices';
import type { OpenInvoice } from './open-invoices';
import type { StatementCredit } from './statement-csv';

export interface Proposal {
  state: StatementRowState;
  match_kind: StatementMatchKind | null;
  invoice_id: number | null;
  payment_id: number | null;
  note: string;
}

const UNMATCHED: Proposal = {
  state: 'unmatched',
  match_kind: null,
  invoice_id: null,
  payment_id: null,
  note: '',
};

/** Words of a narration long enough to be a UTR or a NEFT reference (12 to 22 letters or digits). */
const referenceWords = (narration: string) =>
  narration
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length >= 12 && word.length <= 22);

/** What a credit's payment may be found by: its reference, then its narration's long words. */
const referencesOf = (credit: StatementCredit) =>
  [...new Set([credit.reference, ...referenceWords(credit.narration)])].filter(Boolean);

const invoiceShape = /GH\W{0,2}(\d{4})\W{0,2}(\d{2})\W{0,2}(\d{6})/gi;

/** The invoice numbers a narration names, as we write them ('GH/2026-27/000123'). */
export const invoiceNumbersIn = (narration: string): string[] =>
  [...narration.matchAll(invoiceShape)].map(([, year, next, n]) => `GH/${year}-${next}/${n}`);

interface Payment {
  id: number;
  reference: string;
  apartment: string;
  status: string;
  amount_paise: number;
}

async function paymentsByReference(
  tx: Kysely<Database>,
  references: string[],
): Promise<Map<string, Payment>> {
  const found = new Map<string, Payment>();
  for (const part of chunks(references)) {
    const rows = await tx
      .selectFrom('payments')
      .select(['id', 'reference', 'apartment', 'status', 'amount_paise'])
      .where('reference', 'in', part)
      .where('status', 'in', ['pending_verification', 'confirmed'])
      .execute();
    for (const row of rows) found.set(row.reference, row);
  }
  return found;
}

/** The notices and invoices other statements' rows propose, still to be confirmed. */
async function proposedElsewhere(tx: Kysely<Database>) {
  const { rows } = await sql<{ payment_id: number | null; invoice_id: number | null }>`
    SELECT payment_id, invoice_id FROM bank_statement_rows WHERE state = 'matched'`.execute(tx);
  return {
    payments: new Set(rows.map((row) => row.payment_id)),
    invoices: new Set(rows.map((row) => row.invoice_id)),
  };
}

interface Known {
  /** Pending and confirmed payments by reference. */
  payments: Map<string, Payment>;
  /** Open invoices by number. */
  open: Map<string, OpenInvoice>;
  /** Notices and invoices already proposed (elsewhere, or by an earlier credit). */
  taken: { payments: Set<number | null>; invoices: Set<number | null> };
}

/** What one credit matches; what it takes is taken for the credits after it. */
function propose(credit: StatementCredit, { payments, open, taken }: Known): Proposal {
  const paid = referencesOf(credit)
    .map((reference) => payments.get(reference))
    .find(Boolean);
  if (paid?.status === 'confirmed') {
    const note = messages.matchAlreadyConfirmed;
    return { ...UNMATCHED, state: 'confirmed', match_kind: 'payment', payment_id: paid.id, note };
  }
  if (paid) {
    if (taken.payments.has(paid.id)) return UNMATCHED;
    if (paid.amount_paise !== credit.amount_paise) {
      const said = formatRupees(paid.amount_paise);
      return { ...UNMATCHED, note: messages.matchAmountDiffers(paid.apartment, said) };
    }
    taken.payments.add(paid.id);
    return { ...UNMATCHED, state: 'matched', match_kind: 'notice', payment_id: paid.id };
  }
  const invoice = invoiceNumbersIn(credit.narration)
    .map((number) => open.get(number))
    .find(
      (each) => each && !taken.invoices.has(each.id) && each.open_paise === credit.amount_paise,
    );
  if (!invoice) return UNMATCHED;
  taken.invoices.add(invoice.id);
  return { ...UNMATCHED, state: 'matched', match_kind: 'invoice', invoice_id: invoice.id };
}

/** Each credit with what it matches, in the credits' order. */
export async function proposeMatches(
  tx: Kysely<Database>,
  credits: StatementCredit[],
): Promise<(StatementCredit & Proposal)[]> {
  const known: Known = {
    payments: await paymentsByReference(tx, [...new Set(credits.flatMap(referencesOf))]),
    open: new Map((await openInvoices(tx)).map((invoice) => [invoice.number, invoice])),
    taken: await proposedElsewhere(tx),
  };
  return credits.map((credit) => ({ ...credit, ...propose(credit, known) }));
}

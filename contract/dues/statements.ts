/**
 * Reconciliation against the bank (issue 33): the RWA maps a bank's columns once, imports its
 * statement as CSV, and each credit is matched to a resident's pending "I have paid" by its
 * reference, or else to an open invoice whose number is in the narration and whose open amount is
 * the credit. Matches are confirmed in one act; a row left unmatched is matched by hand. A row
 * (date + reference + amount) is matched once, however often its statement is imported.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, recordId, requiredText } from '../platform/fields';
import { messages } from '../messages';

/** The header of each column the import reads, as the bank writes it (any case). */
export const bankColumns = z.strictObject({
  date: requiredText('Date column', 'name'),
  narration: requiredText('Narration column', 'name'),
  reference: requiredText('Reference column', 'name'),
  credit: requiredText('Credit column', 'name'),
});
export type BankColumns = z.output<typeof bankColumns>;

/** What a statement without a saved bank is read by. */
export const defaultBankColumns: BankColumns = {
  date: 'Date',
  narration: 'Narration',
  reference: 'Reference',
  credit: 'Credit',
};

export const bankName = requiredText('Bank', 'name');

export const bankFormat = z.object({
  name: z.string(),
  date: z.string(),
  narration: z.string(),
  reference: z.string(),
  credit: z.string(),
});
export type BankFormat = z.infer<typeof bankFormat>;

export const listBankFormats = defineEndpoint({
  method: 'GET',
  path: 'dues/bank-formats',
  access: 'rwa',
  response: z.array(bankFormat),
  failure: messages.bankFormatsLoadFailed,
});

export const saveBankFormat = defineEndpoint({
  method: 'PUT',
  path: 'dues/bank-formats/:name',
  access: 'rwa',
  params: z.strictObject({ name: bankName }),
  body: bankColumns,
  response: bankFormat,
  failure: messages.bankFormatSaveFailed,
  audit: { action: 'dues.bank_format', target: 'bank_format' },
});

/**
 * `unmatched`: waiting for a hand match; `matched`: a match proposed, to confirm; `confirmed`:
 * its payment is confirmed (by the confirm act, by hand, or one already was).
 */
export const statementRowStates = ['unmatched', 'matched', 'confirmed'] as const;
export type StatementRowState = (typeof statementRowStates)[number];
/** A pending "I have paid", an open invoice, or a payment already confirmed with its reference. */
export const statementMatchKinds = ['notice', 'invoice', 'payment'] as const;
export type StatementMatchKind = (typeof statementMatchKinds)[number];

/** One credit of a statement, as stored. */
export const statementRow = z.object({
  id: z.string(),
  /** The line of the file it was read from. */
  line: z.number(),
  posted_on: z.string(),
  narration: z.string(),
  reference: z.string(),
  amount_paise: z.number(),
  state: z.enum(statementRowStates),
  match: z.enum(statementMatchKinds).nullable(),
  apartment: z.string().nullable(),
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** The notice matched, or the payment confirmed for it. */
  payment_id: z.string().nullable(),
  /** Why a row is unmatched when something nearly matched it. */
  note: z.string(),
});
export type StatementRow = z.infer<typeof statementRow>;

const lineProblem = z.object({ line: z.number(), message: z.string() });

/**
 * What an import read: the statement's id (null when nothing new was in it; the earlier one's
 * when the same file came before), credits matched and not, rows an earlier import already
 * holds, debits skipped and each bad row's reason. A bad row never stops the good ones.
 */
export const statementImport = z.object({
  statement_id: z.string().nullable(),
  rows_read: z.number(),
  debits: z.number(),
  matched: z.array(statementRow),
  unmatched: z.array(statementRow),
  already_seen: z.array(z.object({ line: z.number(), statement_id: z.string() })),
  problems: z.array(lineProblem),
});
export type StatementImport = z.infer<typeof statementImport>;

export const importBankStatement = defineEndpoint({
  method: 'POST',
  path: 'dues/bank-statements',
  access: 'rwa',
  /** The saved columns of this bank; without it, Date, Narration, Reference, Credit. */
  query: z.strictObject({ bank: bankName.optional() }),
  bodyType: 'csv',
  response: statementImport,
  failure: messages.statementImportFailed,
  audit: { action: 'dues.statement_import', target: 'bank_statement' },
});

export const statementSummary = z.object({
  id: z.string(),
  bank: z.string(),
  imported_at: z.string(),
  rows_read: z.number(),
  unmatched: z.number(),
  matched: z.number(),
  confirmed: z.number(),
});
export type StatementSummary = z.infer<typeof statementSummary>;

export const listBankStatements = defineEndpoint({
  method: 'GET',
  path: 'dues/bank-statements',
  access: 'rwa',
  response: z.array(statementSummary),
  failure: messages.statementsLoadFailed,
});

export const bankStatement = statementSummary.extend({ rows: z.array(statementRow) });
export type BankStatement = z.infer<typeof bankStatement>;

export const getBankStatement = defineEndpoint({
  method: 'GET',
  path: 'dues/bank-statements/:id',
  access: 'rwa',
  params: byId,
  response: bankStatement,
  failure: messages.statementsLoadFailed,
});

/** Every proposed match confirmed at once; a second call finds none left to confirm. */
export const confirmStatementMatches = defineEndpoint({
  method: 'POST',
  path: 'dues/bank-statements/:id/confirm-matches',
  access: 'rwa',
  params: byId,
  response: z.object({
    confirmed: z.number(),
    skipped: z.array(lineProblem),
    statement: bankStatement,
  }),
  failure: messages.statementConfirmFailed,
  audit: { action: 'dues.statement_confirm', target: 'bank_statement' },
});

/** An unmatched credit put to an invoice by hand: its payment is recorded and confirmed at once. */
export const matchStatementRow = defineEndpoint({
  method: 'POST',
  path: 'dues/bank-statements/:id/rows/:row/match',
  access: 'rwa',
  params: z.strictObject({ id: recordId(), row: recordId() }),
  body: z.strictObject({ invoice_id: recordId(messages.invoiceRequired) }),
  response: statementRow,
  failure: messages.statementMatchFailed,
  audit: { action: 'dues.statement_match', target: 'bank_statement_row' },
});

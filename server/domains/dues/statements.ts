/**
 * Bank statements (issue 33): an import stores each credit no earlier statement holds (its key
 * is unique across statements), with what it matched, under a statement stored once by its
 * fingerprint; a file with nothing new stores nothing. The views read them back as the contract
 * says them, each row with the flat and invoice its match names.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { defaultBankColumns } from '../../../contract/dues/statements';
import type {
  BankColumns,
  BankStatement,
  StatementImport,
  StatementRow,
} from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { chunks, lockBook } from './book';
import { readStatement } from './statement-csv';
import { proposeMatches } from './statement-matching';

/** The columns saved for `bank`, or the default headers when no bank is named. */
export async function bankColumnsFor(db: Kysely<Database>, bank?: string): Promise<BankColumns> {
  if (bank === undefined) return defaultBankColumns;
  const row = await db
    .selectFrom('dues_bank_formats')
    .selectAll()
    .where('name', '=', bank)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, messages.bankFormatUnknown(bank));
  return {
    date: row.date_column,
    narration: row.narration_column,
    reference: row.reference_column,
    credit: row.credit_column,
  };
}

type RowOf = Omit<StatementRow, 'id' | 'invoice_id' | 'payment_id'> & {
  id: number;
  invoice_id: number | null;
  payment_id: number | null;
};

const text = (id: number | null) => (id === null ? null : String(id));

/** A statement's rows in the file's order, or the rows `ids` names of any statement. */
export async function statementRows(
  db: Kysely<Database>,
  where: { statement: number } | { rows: number[] },
): Promise<StatementRow[]> {
  const chosen =
    'statement' in where
      ? sql`r.statement_id = ${where.statement}`
      : sql`r.id IN (${sql.join(where.rows)})`;
  const { rows } = await sql<RowOf>`
    SELECT r.id, r.line, r.posted_on, r.narration, r.reference, r.amount_paise, r.state,
      r.match_kind AS match, coalesce(i.apartment, p.apartment) AS apartment,
      coalesce(r.invoice_id, p.invoice_id) AS invoice_id,
      coalesce(i.number, pi.number) AS invoice_number, r.payment_id, r.note
    FROM bank_statement_rows r
    LEFT JOIN payments p ON p.id = r.payment_id
    LEFT JOIN invoices i ON i.id = r.invoice_id
    LEFT JOIN invoices pi ON pi.id = p.invoice_id
    WHERE ${chosen}
    ORDER BY r.line`.execute(db);
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    invoice_id: text(row.invoice_id),
    payment_id: text(row.payment_id),
  }));
}

const summaries = (db: Kysely<Database>, id?: number) =>
  sql<{
    id: number;
    bank: string;
    imported_at: Date;
    rows_read: number;
    unmatched: number;
    matched: number;
    confirmed: number;
  }>`
    SELECT s.id, s.bank, s.imported_at, s.rows_read,
      count(r.id) FILTER (WHERE r.state = 'unmatched')::int AS unmatched,
      count(r.id) FILTER (WHERE r.state = 'matched')::int AS matched,
      count(r.id) FILTER (WHERE r.state = 'confirmed')::int AS confirmed
    FROM bank_statements s LEFT JOIN bank_statement_rows r ON r.statement_id = s.id
    WHERE ${id === undefined ? sql`true` : sql`s.id = ${id}`}
    GROUP BY s.id
    ORDER BY s.id DESC`
    .execute(db)
    .then(({ rows }) =>
      rows.map((row) => ({
        ...row,
        id: String(row.id),
        imported_at: row.imported_at.toISOString(),
      })),
    );

/** Every statement imported, newest first, with how many of its credits are in each state. */
export const listStatements = (db: Kysely<Database>) => summaries(db);

export async function loadStatement(db: Kysely<Database>, id: number): Promise<BankStatement> {
  const [summary] = await summaries(db, id);
  if (!summary) throw new HttpError(404, messages.statementNotFound);
  return { ...summary, rows: await statementRows(db, { statement: id }) };
}

/** The statements holding each of `keys` already. */
async function seenKeys(tx: Kysely<Database>, keys: string[]): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  for (const part of chunks(keys)) {
    const rows = await tx
      .selectFrom('bank_statement_rows')
      .select(['row_key', 'statement_id'])
      .where('row_key', 'in', part)
      .execute();
    for (const row of rows) seen.set(row.row_key, row.statement_id);
  }
  return seen;
}

/** Reads, matches and stores a statement; `by` is the admin importing it. */
export async function importStatement(
  tx: Kysely<Database>,
  file: string,
  bank: string | undefined,
  by: string,
  now: Date,
): Promise<StatementImport> {
  await lockBook(tx);
  const read = readStatement(file, await bankColumnsFor(tx, bank), inIndia(now).date);
  const seen = await seenKeys(
    tx,
    read.credits.map((credit) => credit.key),
  );
  const fresh = read.credits.filter((credit) => !seen.has(credit.key));
  const base = {
    rows_read: read.read,
    debits: read.debits,
    already_seen: read.credits.flatMap((credit) => {
      const statement = seen.get(credit.key);
      return statement === undefined
        ? []
        : [{ line: credit.line, statement_id: String(statement) }];
    }),
    problems: read.problems,
  };
  if (fresh.length === 0) {
    const earlier =
      read.credits.length === 0
        ? undefined
        : await tx
            .selectFrom('bank_statements')
            .select('id')
            .where('fingerprint', '=', read.fingerprint)
            .executeTakeFirst();
    return { ...base, statement_id: text(earlier?.id ?? null), matched: [], unmatched: [] };
  }
  const matched = await proposeMatches(tx, fresh);
  const statement = await tx
    .insertInto('bank_statements')
    .values({
      fingerprint: read.fingerprint,
      bank: bank ?? '',
      rows_read: read.read,
      imported_by: by,
      imported_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const values = matched.map(({ key, ...row }) => ({
    ...row,
    statement_id: statement.id,
    row_key: key,
  }));
  for (const part of chunks(values)) {
    await tx.insertInto('bank_statement_rows').values(part).execute();
  }
  const rows = await statementRows(tx, { statement: statement.id });
  return {
    ...base,
    statement_id: String(statement.id),
    matched: rows.filter((row) => row.state !== 'unmatched'),
    unmatched: rows.filter((row) => row.state === 'unmatched'),
  };
}

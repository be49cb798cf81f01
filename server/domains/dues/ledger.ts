/**
 * One flat's book as it reads (ADR 004): every entry in order with the running balance, the
 * invoice and receipt it concerns and the entry it reverses. One reader for the RWA's view and
 * the CSV an accountant takes into Tally, so the two never disagree.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { LedgerEntry } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { findFlat } from './book';

export interface LedgerLine {
  id: number;
  at: Date;
  kind: LedgerEntry['kind'];
  amount_paise: number;
  balance_paise: number;
  invoice_number: string | null;
  receipt_number: string | null;
  reverses_id: number | null;
  note: string;
}

/** The flat's entries, oldest first; 404 for an apartment that is no flat and has none. */
export async function ledgerOf(db: Kysely<Database>, apartment: string): Promise<LedgerLine[]> {
  const { rows } = await sql<LedgerLine>`
    SELECT l.id, l.at, l.kind, l.amount_paise,
      (sum(l.amount_paise) OVER (ORDER BY l.id))::bigint AS balance_paise,
      i.number AS invoice_number, p.receipt_number, l.reverses_id, l.note
    FROM ledger_entries l
    LEFT JOIN invoices i ON i.id = l.invoice_id
    LEFT JOIN payments p ON p.id = l.payment_id
    WHERE l.apartment = ${apartment}
    ORDER BY l.id`.execute(db);
  if (rows.length === 0 && !(await findFlat(db, apartment))) {
    throw new HttpError(404, messages.flatUnknown(apartment));
  }
  return rows;
}

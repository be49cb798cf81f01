/**
 * Reading a bank statement (issue 33): the columns the RWA mapped for its bank, by header. A
 * date is dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd; a credit is rupees as banks write them
 * (parseRupees); a row without a credit is a debit, skipped. Each row is judged alone: a bad
 * date or amount is reported with its line and never stops the good rows. A credit's key (its
 * date, its reference — or its narration when it has none — and its amount) is what makes it
 * the same credit in another import; the statement's fingerprint is the hash of its credits.
 */
import { createHash } from 'node:crypto';
import { MAX_PAISE, parseRupees } from '../../../contract/dues/money';
import { cleanReference } from '../../../contract/dues/payments';
import type { BankColumns } from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { DATE_RANGE, freeText, isCalendarDay } from '../../../contract/platform/fields';
import { readCsvRecords } from './csv-records';
import type { LineProblem } from './csv-records';

export interface StatementCredit {
  line: number;
  posted_on: string;
  narration: string;
  reference: string;
  amount_paise: number;
  key: string;
}

export interface ReadStatement {
  credits: StatementCredit[];
  /** Rows read, debits and bad rows included. */
  read: number;
  debits: number;
  problems: LineProblem[];
  fingerprint: string;
}

const narrationText = freeText('Narration', 'line');
const referenceText = freeText('Reference', 'line');
const REFERENCE_MAX = 40;

const pad = (part: string) => part.padStart(2, '0');

/** yyyy-mm-dd of a day as a bank writes it, or undefined when it names none. */
export function statementDay(text: string): string | undefined {
  const dayFirst = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  const day = dayFirst
    ? `${dayFirst[3]}-${pad(dayFirst[2] ?? '')}-${pad(dayFirst[1] ?? '')}`
    : text;
  return isCalendarDay(day) && day >= DATE_RANGE.from ? day : undefined;
}

type Cells = Record<keyof BankColumns, string>;

/** The credit a row holds, null for a debit, or the reason it cannot be read. */
function creditOf(cells: Cells, line: number, today: string): StatementCredit | null | string {
  const credit = cells.credit.trim();
  const paise = credit === '' ? 0 : parseRupees(credit);
  if (paise === 0) return null;
  if (paise === undefined) return messages.statementAmountInvalid;
  if (paise > MAX_PAISE) return messages.amountTooLarge;
  const postedOn = statementDay(cells.date.trim());
  if (!postedOn) return messages.statementDateInvalid;
  if (postedOn > today) return messages.statementDateFuture;
  const narration = narrationText.safeParse(cells.narration);
  if (!narration.success) return narration.error.issues[0]?.message ?? messages.csvFileInvalid;
  const written = referenceText.safeParse(cells.reference);
  if (!written.success) return written.error.issues[0]?.message ?? messages.csvFileInvalid;
  const reference = cleanReference(written.data);
  if (reference.length > REFERENCE_MAX) return messages.statementReferenceLong;
  const key = `${postedOn}|${reference || narration.data}|${paise}`;
  return {
    line,
    posted_on: postedOn,
    narration: narration.data,
    reference,
    amount_paise: paise,
    key,
  };
}

/** The statement's credits, in the file's order; `today` (India) is the latest date a row may have. */
export function readStatement(text: string, columns: BankColumns, today: string): ReadStatement {
  const names = {
    date: columns.date.trim().toLowerCase(),
    narration: columns.narration.trim().toLowerCase(),
    reference: columns.reference.trim().toLowerCase(),
    credit: columns.credit.trim().toLowerCase(),
  };
  const listed = Object.values(columns).join(', ');
  const found = readCsvRecords(
    text,
    Object.values(names),
    messages.statementColumnsMissing(listed),
  );
  const credits: StatementCredit[] = [];
  const problems: LineProblem[] = [];
  const lineOfKey = new Map<string, number>();
  let debits = 0;
  for (const { record, line } of found) {
    const cells: Cells = {
      date: record[names.date] ?? '',
      narration: record[names.narration] ?? '',
      reference: record[names.reference] ?? '',
      credit: record[names.credit] ?? '',
    };
    const credit = creditOf(cells, line, today);
    if (credit === null) debits += 1;
    else if (typeof credit === 'string') problems.push({ line, message: credit });
    else {
      const first = lineOfKey.get(credit.key);
      if (first !== undefined) {
        problems.push({ line, message: messages.statementRowRepeated(first) });
        continue;
      }
      lineOfKey.set(credit.key, line);
      credits.push(credit);
    }
  }
  const hash = createHash('sha256');
  for (const credit of credits) hash.update(`${credit.key}\n`);
  return { credits, read: found.length, debits, problems, fingerprint: hash.digest('hex') };
}

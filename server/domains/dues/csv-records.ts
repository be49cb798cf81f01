/**
 * The RWA's files in the dues room (issue 33): a flat's areas, a bank's statement, read by the
 * platform's CSV reader. Only a file that is not a CSV, lacks a column it needs or is too long
 * is refused whole; every row is judged alone.
 */
import { messages } from '../../../contract/messages';
import { BULK_MAX_ROWS } from '../../../contract/register/members';
import { csvHeader, readCsv } from '../../platform/csv-reader';
import type { CsvRecord } from '../../platform/csv-reader';
import { HttpError } from '../../platform/http/http-error';

/** A row's reason for being left out, by its line in the file. */
export interface LineProblem {
  line: number;
  message: string;
}

/**
 * The file's records, once its header names every one of `columns` (in lower case; else 400
 * with `missing`) and it has at most BULK_MAX_ROWS rows (else 413).
 */
export function readCsvRecords(text: string, columns: string[], missing: string): CsvRecord[] {
  const found = readCsv(text);
  const header = csvHeader(text, found);
  if (!columns.every((column) => header.includes(column))) throw new HttpError(400, missing);
  if (found.length > BULK_MAX_ROWS) {
    throw new HttpError(
      413,
      `${messages.csvTooManyRows} (${found.length}); at most ${BULK_MAX_ROWS} at a time`,
    );
  }
  return found;
}

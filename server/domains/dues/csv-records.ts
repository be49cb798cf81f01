/**
 * The RWA's files (issue 33): a flat's areas, a bank's statement. Read with a real CSV parser
 * (quotes, a BOM, CRLF), headers trimmed and in lower case, each record with its line, so every
 * row can be judged alone. Only a file that is not a CSV, lacks a column it needs or is too long
 * is refused whole.
 */
import { parse } from 'csv-parse/sync';
import { messages } from '../../../contract/messages';
import { BULK_MAX_ROWS } from '../../../contract/register/members';
import { HttpError } from '../../platform/http/http-error';

export interface CsvRecord {
  record: Record<string, string>;
  line: number;
}

/** A row's reason for being left out, by its line in the file. */
export interface LineProblem {
  line: number;
  message: string;
}

function records(text: string): CsvRecord[] {
  try {
    const parsed = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      max_record_size: 10_000,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new HttpError(400, `${messages.csvFileInvalid}: ${reason}`);
  }
}

function firstLine(text: string): string[] {
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return line.split(',').map((name) => name.trim().toLowerCase());
}

/**
 * The file's records, once its header names every one of `columns` (in lower case; else 400
 * with `missing`) and it has at most BULK_MAX_ROWS rows (else 413).
 */
export function readCsvRecords(text: string, columns: string[], missing: string): CsvRecord[] {
  const found = records(text);
  const header = found[0] ? Object.keys(found[0].record) : firstLine(text);
  if (!columns.every((column) => header.includes(column))) throw new HttpError(400, missing);
  if (found.length > BULK_MAX_ROWS) {
    throw new HttpError(
      413,
      `${messages.csvTooManyRows} (${found.length}); at most ${BULK_MAX_ROWS} at a time`,
    );
  }
  return found;
}

/** The CSV a `bodyType: 'csv'` call carries, or 415 when the body is something else. */
export function csvBody(body: unknown): string {
  if (typeof body !== 'string') {
    throw new HttpError(415, 'Send the CSV file itself as the body, with Content-Type: text/csv');
  }
  return body;
}

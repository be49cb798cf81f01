/**
 * CSV as the RWA's spreadsheets and banks write it (the residents' register, flat areas, bank
 * statements): a real parser (quotes, commas and line breaks inside them, a BOM, CRLF), headers
 * trimmed and in lower case, each record with the line it ends on (the header is line 1), so
 * every row can be judged alone. A file that is not CSV at all is refused whole (400).
 */
import { parse } from 'csv-parse/sync';
import { messages } from '../../contract/messages';
import { HttpError } from './http/http-error';

export interface CsvRecord {
  record: Record<string, string>;
  /** The line the record ends on, as a spreadsheet numbers it (the header is line 1). */
  line: number;
}

export function readCsv(text: string): CsvRecord[] {
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

/** The header's names (lower case), also of a file with no row under its header. */
export function csvHeader(text: string, found: CsvRecord[]): string[] {
  const first = found[0];
  if (first) return Object.keys(first.record);
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return line.split(',').map((name) => name.trim().toLowerCase());
}

/** The file a `bodyType: 'csv'` call carries, or 415 when the body is something else. */
export function csvBody(body: unknown): string {
  if (typeof body !== 'string') {
    throw new HttpError(415, 'Send the CSV file itself as the body, with Content-Type: text/csv');
  }
  return body;
}

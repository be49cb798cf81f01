/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF line ends, a BOM so
 * Excel reads UTF-8. A cell that starts like a formula (= + - @, tab, CR) gets a leading
 * apostrophe, so a name typed as `=HYPERLINK(…)` stays text in the RWA's spreadsheet.
 */
import type { FileReply } from './http/handler';

const formulaStart = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv<C extends string>(
  columns: readonly C[],
  rows: readonly Record<C, unknown>[],
): string {
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A CSV download: saved, never shown inline, never cached (it holds the estate's records). */
export function csvFile(csv: string, fileName: string): FileReply {
  return {
    body: Buffer.from(csv),
    contentType: 'text/csv; charset=utf-8',
    fileName,
    disposition: 'attachment',
    cacheControl: 'no-store',
  };
}

/**
 * Reading the RWA's areas file (issue 33): `apartment_number,area_sqft`, one flat a row. A real
 * CSV parser (quotes, a BOM, CRLF); each row is judged alone, so a bad one is reported with its
 * line and never stops the good ones. Only a file that is not a CSV of these columns, or is too
 * big, is refused whole.
 */
import { parse } from 'csv-parse/sync';
import { MAX_AREA_SQFT } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { cleanApartment } from '../../../contract/platform/fields';
import { BULK_MAX_ROWS } from '../../../contract/register/members';
import { HttpError } from '../../platform/http/http-error';

export interface AreaRow {
  line: number;
  apartment: string;
  area_sqft: number;
}

export interface AreaProblem {
  line: number;
  message: string;
}

function records(text: string): { record: Record<string, string>; line: number }[] {
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

/** The file's good rows (the last row of a flat named twice wins) and the bad ones' reasons. */
export function readAreaCsv(text: string): { rows: AreaRow[]; problems: AreaProblem[] } {
  const found = records(text);
  const header = found[0] ? Object.keys(found[0].record) : firstLine(text);
  if (!header.includes('apartment_number') || !header.includes('area_sqft')) {
    throw new HttpError(400, messages.flatAreasHeader);
  }
  if (found.length > BULK_MAX_ROWS) {
    throw new HttpError(
      413,
      `${messages.csvTooManyRows} (${found.length}); at most ${BULK_MAX_ROWS} at a time`,
    );
  }
  const rows = new Map<string, AreaRow>();
  const problems: AreaProblem[] = [];
  for (const { record, line } of found) {
    const apartment = cleanApartment(record.apartment_number ?? '');
    const text = (record.area_sqft ?? '').replace(/,/g, '');
    const area = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (apartment === '' || apartment.length > 20) {
      problems.push({ line, message: messages.apartmentRequired });
    } else if (!(area >= 1 && area <= MAX_AREA_SQFT)) {
      problems.push({ line, message: messages.areaRange });
    } else {
      rows.set(apartment, { line, apartment, area_sqft: area });
    }
  }
  return { rows: [...rows.values()], problems };
}

/**
 * Reading the RWA's areas file (issue 33): `apartment_number,area_sqft`, one flat a row, each
 * row judged alone (csv-records.ts), so a bad one is reported with its line and never stops the
 * good ones.
 */
import { MAX_AREA_SQFT } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { cleanApartment } from '../../../contract/platform/fields';
import { readCsvRecords } from './csv-records';
import type { LineProblem } from './csv-records';

export interface AreaRow {
  line: number;
  apartment: string;
  area_sqft: number;
}

/** The file's good rows (the last row of a flat named twice wins) and the bad ones' reasons. */
export function readAreaCsv(text: string): { rows: AreaRow[]; problems: LineProblem[] } {
  const columns = ['apartment_number', 'area_sqft'];
  const found = readCsvRecords(text, columns, messages.flatAreasHeader);
  const rows = new Map<string, AreaRow>();
  const problems: LineProblem[] = [];
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

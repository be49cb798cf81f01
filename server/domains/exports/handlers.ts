/**
 * The RWA's CSV downloads of the register and of the bookings (issue 19), answered like the
 * audit trail's and the visitor log's: every row, cells a spreadsheet will not run, a file named
 * after what it holds. Reads only, so not audited (GETs never are).
 */
import { sportTypeToWire } from '../../../contract/bookings/bookings';
import { inIndia } from '../../../contract/platform/india-time';
import { bookingCsvColumns, residentCsvColumns } from '../../../contract/exports/exports';
import { bookingCsvRows, exportRange } from './bookings-export';
import { csvFile, toCsv } from '../../platform/csv-writer';
import { registerCsvRows } from './register-export';
import type { HandlersFor } from '../../platform/http/handler';

export const exportHandlers: HandlersFor<'exportResidents' | 'exportBookings'> = {
  async exportResidents({ app }) {
    const now = app.now();
    const rows = await registerCsvRows(app.db, now);
    return csvFile(toCsv(residentCsvColumns, rows), `register-${inIndia(now).date}.csv`);
  },

  async exportBookings({ app, query }) {
    const range = exportRange(query, inIndia(app.now()).date);
    const rows = await bookingCsvRows(app.db, range, query.sport_type);
    // bookings-tt-yoga-2030-03-01-to-2030-03-31.csv: the sport (when one) and the days it holds.
    const sport = query.sport_type ? `${sportTypeToWire(query.sport_type).toLowerCase()}-` : '';
    return csvFile(
      toCsv(bookingCsvColumns, rows),
      `bookings-${sport}${range.from}-to-${range.to}.csv`,
    );
  },
};

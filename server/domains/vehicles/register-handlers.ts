/**
 * The estate's vehicle register for the RWA (issue 34): every flat's vehicles by flat and plate,
 * filtered by flat or by any part of a plate, and the same rows as CSV.
 */
import { plateDisplay, plateLetters } from '../../../contract/vehicles/plates';
import { vehicleKindLabels, type VehiclesQuery } from '../../../contract/vehicles/vehicles';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { csvFile, toCsv } from '../../platform/csv-writer';
import { indiaDateTime } from '../../platform/india-day';
import type { HandlersFor } from '../../platform/http/handler';
import { listedVehicles, toVehicle } from './vehicle-views';

/** An estate's whole register: far past 500 flats' ten each. */
const MAX_ROWS = 10_000;

function findVehicles(db: Kysely<Database>, query: VehiclesQuery) {
  let rows = listedVehicles(db);
  if (query.apartment) rows = rows.where('v.apartment', '=', query.apartment);
  const plate = plateLetters(query.plate ?? '');
  if (plate) rows = rows.where('v.plate', 'like', `%${plate}%`);
  return rows.orderBy('v.apartment').orderBy('v.plate').limit(MAX_ROWS).execute();
}

const csvColumns = [
  'apartment',
  'plate',
  'kind',
  'colour',
  'sticker',
  'registered_by',
  'registered_at',
  'last_entry',
] as const;

export const vehicleRegisterHandlers: HandlersFor<'listAllVehicles' | 'exportVehicles'> = {
  async listAllVehicles({ app, query }) {
    return (await findVehicles(app.db, query)).map(toVehicle);
  },

  async exportVehicles({ app, query }) {
    const rows = (await findVehicles(app.db, query)).map((row) => ({
      apartment: row.apartment,
      plate: plateDisplay(row.plate),
      kind: vehicleKindLabels[row.kind],
      colour: row.colour,
      sticker: row.sticker,
      registered_by: row.registered_by_name ?? '',
      registered_at: indiaDateTime(row.created_at),
      last_entry: indiaDateTime(row.last_entry_at),
    }));
    return csvFile(toCsv(csvColumns, rows), 'vehicles.csv');
  },
};

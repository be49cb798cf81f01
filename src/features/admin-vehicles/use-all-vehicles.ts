/** The estate's vehicle register for the RWA (issue 34): the filtered list and its CSV. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  exportVehicles,
  listAllVehicles,
  type VehiclesQuery,
} from '../../../contract/vehicles/vehicles';
import { callApi } from '../../api/client';
import { downloadCsvOf } from '../../api/download-csv';
import { indiaDay } from '../../lib/india-time';

export function useAllVehicles(filters: VehiclesQuery) {
  return useQuery({
    queryKey: ['vehicles', 'all', filters],
    queryFn: ({ signal }) => callApi(listAllVehicles, { query: filters, signal }),
    // The old rows stay while new filters load: the list does not jump to a spinner.
    placeholderData: keepPreviousData,
  });
}

/** `vehicles-<today>.csv`: the register as it stands, filtered as on screen. */
export function downloadVehiclesCsv(filters: VehiclesQuery): Promise<void> {
  return downloadCsvOf(exportVehicles, {}, `vehicles-${indiaDay()}.csv`, filters);
}

/**
 * The visitor log's calls: the filtered visits with the guards on duty (refreshed while the page
 * is open, so a shift change shows), and the CSV of the same filters.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportVisits, listVisits, type VisitsQuery } from '../../../contract/gate/visitors';
import { callApi } from '../../api/client';
import { downloadCsv } from '../../api/download-csv';

const VISITS_REFRESH_MS = 60_000;

/** `filters` undefined while the filters hold something the server would refuse. */
export function useVisits(filters: VisitsQuery | undefined) {
  return useQuery({
    queryKey: ['visitors', 'visits', filters ?? {}],
    queryFn: ({ signal }) => callApi(listVisits, { query: filters, signal }),
    enabled: filters !== undefined,
    // The old rows stay while new filters load: the list does not jump to a spinner.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: VISITS_REFRESH_MS,
  });
}

/** `visitors-<from>-<to>.csv`, every row the filters match. */
export function downloadVisitsCsv(filters: VisitsQuery): Promise<void> {
  return downloadCsv(exportVisits, filters, 'visitors');
}

/**
 * The estate's passes and walk-ins for the RWA's log (issue 34): asked for only while their tab
 * is open, refreshed as the visits are, the old rows kept while new filters load.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  listEstatePasses,
  listEstateWalkIns,
  type PassLogQuery,
  type WalkInLogQuery,
} from '../../../contract/gate/estate-log';
import { callApi } from '../../api/client';

const LOG_REFRESH_MS = 60_000;

const logOptions = {
  placeholderData: keepPreviousData,
  staleTime: 0,
  refetchInterval: LOG_REFRESH_MS,
};

export function useEstatePasses(filters: PassLogQuery | undefined, open: boolean) {
  return useQuery({
    queryKey: ['visitors', 'estate-passes', filters ?? {}],
    queryFn: ({ signal }) => callApi(listEstatePasses, { query: filters, signal }),
    enabled: open && filters !== undefined,
    ...logOptions,
  });
}

export function useEstateWalkIns(filters: WalkInLogQuery | undefined, open: boolean) {
  return useQuery({
    queryKey: ['visitors', 'estate-walk-ins', filters ?? {}],
    queryFn: ({ signal }) => callApi(listEstateWalkIns, { query: filters, signal }),
    enabled: open && filters !== undefined,
    ...logOptions,
  });
}

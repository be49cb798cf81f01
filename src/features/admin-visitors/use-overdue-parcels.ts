/**
 * The parcels left at the gate longer than the RWA's number of days (issue 34), and the one
 * write that changes that number (online only, like every admin write).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listOverdueParcels, setParcelOverdueDays } from '../../../contract/parcels/parcels';
import { callApi } from '../../api/client';

const OVERDUE_REFRESH_MS = 5 * 60_000;
const overdueKey = ['parcels', 'overdue'] as const;

export function useOverdueParcels() {
  return useQuery({
    queryKey: overdueKey,
    queryFn: ({ signal }) => callApi(listOverdueParcels, { signal }),
    staleTime: 0,
    refetchInterval: OVERDUE_REFRESH_MS,
  });
}

export function useSetOverdueDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => callApi(setParcelOverdueDays, { body: { overdue_days: days } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: overdueKey }),
  });
}

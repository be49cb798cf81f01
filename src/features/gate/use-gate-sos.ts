/**
 * The desk's SOS (issue 34): asked every 3 s while online, so a new SOS shows within 5 s on
 * every desk behind any server (the list lives in the database); never persisted, as a stale
 * alarm is worse than none. "On my way" is online only: the resident must hear it now.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acknowledgeSos, listGateSos, type SosAlert } from '../../../contract/gate/sos';
import { callApi } from '../../api/client';

export const GATE_SOS_POLL_MS = 3_000;

export const gateSosQueryKey = ['gate', 'sos'] as const;

export function useGateSos(online: boolean) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: gateSosQueryKey,
    queryFn: ({ signal }) => callApi(listGateSos, { signal }),
    staleTime: 0,
    refetchInterval: online ? GATE_SOS_POLL_MS : false,
    refetchIntervalInBackground: true,
    meta: { persist: false },
  });
  const acknowledge = useMutation({
    mutationFn: (id: string) => callApi(acknowledgeSos, { params: { id } }),
    onSuccess: (answered) =>
      queryClient.setQueryData<SosAlert[]>(gateSosQueryKey, (old) =>
        old?.map((sos) => (sos.id === answered.id ? answered : sos)),
      ),
  });
  const alerts = list.data ?? [];
  return {
    open: alerts.filter((sos) => sos.state === 'raised'),
    answered: alerts.filter((sos) => sos.state === 'acknowledged'),
    acknowledge,
  };
}

export type GateSos = ReturnType<typeof useGateSos>;

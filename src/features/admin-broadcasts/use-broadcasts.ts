/**
 * The RWA's broadcasts: every notice sent, with how many apartments acknowledged it (asked for
 * again every 30 s while the page is open, so the count climbs on screen), and sending one.
 * The list is persisted with the query cache (DESIGN.md §4); sending is online-only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listBroadcasts,
  sendBroadcast,
  type BroadcastInput,
} from '../../../contract/notices/broadcasts';
import { callApi } from '../../api/client';

export const broadcastKeys = { all: ['broadcasts'] as const };

export function useBroadcasts() {
  return useQuery({
    queryKey: broadcastKeys.all,
    queryFn: ({ signal }) => callApi(listBroadcasts, { signal }),
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BroadcastInput) => callApi(sendBroadcast, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}

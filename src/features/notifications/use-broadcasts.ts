/**
 * Notices from the RWA to residents (contract/notices/broadcasts.ts). The list is asked for on the same
 * 30 s rhythm as the inbox, and at once on a push, so an emergency reaches an open app quickly
 * even where push never arrives (iOS outside the Home Screen).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acknowledgeBroadcast,
  getBroadcast,
  listBroadcasts,
  type Broadcast,
} from '../../../contract/notices/broadcasts';
import { callApi } from '../../api/client';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import { INBOX_POLL_MS } from './inbox-collection';

export function broadcastsQueryKey(userId: string): readonly unknown[] {
  return ['broadcasts', userId];
}

export function broadcastQueryKey(userId: string, id: string): readonly unknown[] {
  return ['broadcasts', userId, id];
}

export function useBroadcasts(userId: string) {
  useRefetchOnPush(broadcastsQueryKey(userId));
  return useQuery({
    queryKey: broadcastsQueryKey(userId),
    queryFn: ({ signal }) => callApi(listBroadcasts, { signal }),
    refetchInterval: INBOX_POLL_MS,
    refetchIntervalInBackground: false,
    // Asked again on every app start, not only every 30 s: the last copy (restored from the
    // persisted cache) shows at once, and an emergency sent since must not wait behind it.
    staleTime: 0,
  });
}

export function useBroadcast(userId: string, id: string) {
  return useQuery({
    queryKey: broadcastQueryKey(userId, id),
    queryFn: ({ signal }) => callApi(getBroadcast, { params: { id }, signal }),
  });
}

/** "I have read this": the answer replaces the notice in the list and on its page at once. */
export function useAcknowledge(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(acknowledgeBroadcast, { params: { id } }),
    onSuccess: (acknowledged) => {
      queryClient.setQueryData<Broadcast[]>(broadcastsQueryKey(userId), (list) =>
        list?.map((item) => (item.id === acknowledged.id ? acknowledged : item)),
      );
      queryClient.setQueryData(broadcastQueryKey(userId, acknowledged.id), acknowledged);
    },
  });
}

/** The notice the banner shows: the newest unacknowledged emergency, else urgent one. */
export function pressingBroadcast(list: readonly Broadcast[] | undefined): Broadcast | undefined {
  const open = (list ?? []).filter((item) => !item.acknowledged_by_me);
  return (
    open.find((item) => item.severity === 'emergency') ??
    open.find((item) => item.severity === 'urgent')
  );
}

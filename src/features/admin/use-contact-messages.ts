/**
 * Contact Us messages waiting on the office (issue 35), for "Needs you": asked for with the rest
 * of the queue, and "Mark handled", after which the list is asked for again.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listContactMessages, markContactMessageHandled } from '../../../contract/contact/contact';
import { callApi } from '../../api/client';
import { REQUESTS_REFRESH_MS } from '../../api/requests';

const waitingKey = ['contact', 'messages', 'waiting'] as const;

export const contactMessagesQuery = () =>
  queryOptions({
    queryKey: waitingKey,
    queryFn: ({ signal }) => callApi(listContactMessages, { signal }),
    staleTime: 0,
    refetchInterval: REQUESTS_REFRESH_MS,
  });

export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(markContactMessageHandled, { params: { id }, body: { handled: true } }),
    // Not awaited: the caller tells the result first, before the refreshed list drops the card.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitingKey }),
  });
}

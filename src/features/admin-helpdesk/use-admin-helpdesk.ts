/**
 * The office's helpdesk calls beyond the shared ones (src/api/helpdesk.ts): the summary, the
 * categories' edits, a ticket's priority, an office comment (multipart, with its own
 * Idempotency-Key so a retried send is stored once) and the CSV of the filtered queue. Every
 * write leaves every helpdesk list and page stale, so the queue and the summary follow it.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commentOnTicket,
  createHelpdeskCategory,
  exportTickets,
  getHelpdeskSummary,
  setTicketPriority,
  updateHelpdeskCategory,
  type CategoryFields,
  type TicketsQuery,
} from '../../../contract/helpdesk/helpdesk';
import type { TicketPriority } from '../../../contract/helpdesk/lifecycle';
import { callApi } from '../../api/client';
import { downloadCsv } from '../../api/download-csv';
import { helpdeskKeys } from '../../api/helpdesk';

export const helpdeskSummaryQuery = () =>
  queryOptions({
    queryKey: [...helpdeskKeys.all, 'summary'] as const,
    queryFn: ({ signal }) => callApi(getHelpdeskSummary, { signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });

function useRefreshHelpdesk() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: helpdeskKeys.all });
}

/** Adds a category (no id) or edits one. */
export function useSaveCategory() {
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: CategoryFields }) =>
      id
        ? callApi(updateHelpdeskCategory, { params: { id }, body: fields })
        : callApi(createHelpdeskCategory, { body: fields }),
    onSettled: refresh,
  });
}

export function useSetPriority(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: (priority: TicketPriority) =>
      callApi(setTicketPriority, { params: { id }, body: { priority } }),
    onSuccess: (detail) => queryClient.setQueryData(helpdeskKeys.ticket(id), detail),
    onSettled: refresh,
  });
}

export interface OfficeComment {
  body: string;
  photo?: File;
  /** One key per comment written: a retry after a lost answer repeats it, never doubles it. */
  key: string;
}

export function useCommentOnTicket(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: ({ body, photo, key }: OfficeComment) => {
      const form = new FormData();
      form.set('comment', JSON.stringify({ body }));
      if (photo) form.set(commentOnTicket.upload.field, photo);
      return callApi(commentOnTicket, { params: { id }, body: form, idempotencyKey: key });
    },
    onSuccess: (detail) => queryClient.setQueryData(helpdeskKeys.ticket(id), detail),
    onSettled: refresh,
  });
}

/** `helpdesk-start-<today>.csv`: every row the queue's filters match, not one page. */
export function downloadTicketsCsv(filters: TicketsQuery): Promise<void> {
  return downloadCsv(exportTickets, { ...filters, page: undefined }, 'helpdesk');
}

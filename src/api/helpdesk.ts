/**
 * The helpdesk's calls (contract/helpdesk/helpdesk.ts) as queries, shared by the resident's /helpdesk and
 * the office's /admin/helpdesk: the categories, a ticket's page, a list, and the one way to move
 * a ticket. Reporting and the household's comments go through the outbox instead
 * (src/offline/kinds), so they arrive once from a phone with no signal.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getTicket,
  listHelpdeskCategories,
  listTickets,
  moveTicket,
  type TicketMove,
  type TicketsQuery,
} from '../../contract/helpdesk/helpdesk';
import { callApi } from './client';

/** A ticket's page is asked for again this often while open, so the other side's answer shows. */
export const TICKET_REFRESH_MS = 30_000;

export const helpdeskKeys = {
  all: ['helpdesk'] as const,
  categories: ['helpdesk', 'categories'] as const,
  list: (filters: TicketsQuery) => ['helpdesk', 'tickets', filters] as const,
  ticket: (id: string) => ['helpdesk', 'ticket', id] as const,
};

export const helpdeskCategoriesQuery = () =>
  queryOptions({
    queryKey: helpdeskKeys.categories,
    queryFn: ({ signal }) => callApi(listHelpdeskCategories, { signal }),
    staleTime: 5 * 60_000,
  });

export const ticketsQuery = (filters: TicketsQuery) =>
  queryOptions({
    queryKey: helpdeskKeys.list(filters),
    queryFn: ({ signal }) => callApi(listTickets, { signal, query: filters }),
    staleTime: 0,
    refetchInterval: TICKET_REFRESH_MS,
  });

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: helpdeskKeys.ticket(id),
    queryFn: ({ signal }) => callApi(getTicket, { signal, params: { id } }),
    staleTime: 0,
    refetchInterval: TICKET_REFRESH_MS,
  });

/**
 * Moves a ticket (online only: a move answers someone, and a stale one is refused with 409).
 * Every helpdesk list and page is stale afterwards, after a refusal too.
 */
export function useTicketMove(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: TicketMove) => callApi(moveTicket, { params: { id }, body: move }),
    onSuccess: (detail) => queryClient.setQueryData(helpdeskKeys.ticket(id), detail),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: helpdeskKeys.all }),
  });
}

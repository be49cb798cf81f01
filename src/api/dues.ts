/**
 * The dues calls both the RWA's /admin/dues and the dashboard's "Needs you" use (issue 33): the
 * payments to check and the one way to confirm or reject one. Online only (DESIGN.md §5: admin
 * work says so when offline); every dues list is stale after an answer, a refusal too.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmPayment,
  listPayments,
  rejectPayment,
  type PaymentStatus,
} from '../../contract/dues/payments';
import { callApi } from './client';

/** Pending payments are asked for again this often while shown, so a new notice appears. */
export const PAYMENTS_REFRESH_MS = 30_000;

/** Every dues query starts with 'dues', so one invalidation refreshes them all. */
export const duesKeys = {
  all: ['dues'] as const,
  payments: (status?: PaymentStatus) => ['dues', 'payments', status ?? 'any'] as const,
};

export const paymentsQuery = (status?: PaymentStatus) =>
  queryOptions({
    queryKey: duesKeys.payments(status),
    queryFn: ({ signal }) => callApi(listPayments, { signal, query: status ? { status } : {} }),
    staleTime: 0,
    refetchInterval: PAYMENTS_REFRESH_MS,
  });

export type PaymentCheck =
  { id: string; verdict: 'confirm' } | { id: string; verdict: 'reject'; reason: string };

export function checkPayment(check: PaymentCheck) {
  return check.verdict === 'confirm'
    ? callApi(confirmPayment, { params: { id: check.id } })
    : callApi(rejectPayment, { params: { id: check.id }, body: { reason: check.reason } });
}

export function usePaymentCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayment,
    // A confirmed payment changes invoices, balances and ledgers as well as the payments list.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: duesKeys.all }),
  });
}

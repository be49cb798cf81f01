/**
 * The RWA's chasing and accounting calls (issue 33): the flats with dues, reminders to a
 * selection, a period's collection summary, and reversing a confirmed payment.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  getDefaulters,
  getDuesSummary,
  sendDuesReminders,
} from '../../../contract/dues/collection';
import { reversePayment } from '../../../contract/dues/payments';
import { callApi } from '../../api/client';
import { duesKeys } from '../../api/dues';
import { useDuesWrite } from './use-dues-admin';

export const defaultersQuery = () =>
  queryOptions({
    queryKey: [...duesKeys.all, 'defaulters'] as const,
    queryFn: ({ signal }) => callApi(getDefaulters, { signal }),
    staleTime: 0,
  });

export const duesSummaryQuery = (period: string) =>
  queryOptions({
    queryKey: [...duesKeys.all, 'summary', period] as const,
    queryFn: ({ signal }) => callApi(getDuesSummary, { signal, query: { period } }),
    enabled: period !== '',
    staleTime: 0,
  });

export const useSendReminders = () =>
  useDuesWrite((apartments: string[]) => callApi(sendDuesReminders, { body: { apartments } }));

export const useReversePayment = () =>
  useDuesWrite(({ id, reason }: { id: string; reason: string }) =>
    callApi(reversePayment, { params: { id }, body: { reason } }),
  );

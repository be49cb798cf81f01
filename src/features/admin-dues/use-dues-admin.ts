/**
 * The RWA's dues calls beyond the shared ones (src/api/dues.ts): settings, charge heads, flats
 * and their areas, generating a period, invoices and their cancelling, a payment taken at the
 * desk, and one flat's ledger. Admin work is online-only; every write leaves every dues list
 * stale (balances, invoices and ledgers all move together). What holds money or what it is billed
 * by is asked for again whenever it is shown (staleTime 0): the copy saved on the device shows
 * first, but a page opened anew never trusts it alone, as another admin may have acted.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelInvoice,
  createChargeHead,
  generateDuesInvoices,
  getDuesSettings,
  listChargeHeads,
  listDuesFlats,
  listInvoices,
  setFlatArea,
  updateChargeHead,
  updateDuesSettings,
  uploadFlatAreas,
  type ChargeHeadInput,
  type DuesSettings,
  type GenerateInvoices,
  type InvoiceStatus,
} from '../../../contract/dues/billing';
import {
  getFlatLedger,
  recordDeskPayment,
  type DeskPayment,
} from '../../../contract/dues/payments';
import { callApi } from '../../api/client';
import { duesKeys } from '../../api/dues';

export interface InvoiceFilters {
  period?: string;
  status?: InvoiceStatus;
  apartment?: string;
}

const keys = {
  settings: [...duesKeys.all, 'settings'] as const,
  heads: [...duesKeys.all, 'charge-heads'] as const,
  flats: [...duesKeys.all, 'flats'] as const,
  invoices: (filters: InvoiceFilters) => [...duesKeys.all, 'invoices', filters] as const,
  ledger: (apartment: string) => [...duesKeys.all, 'ledger', apartment] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: ({ signal }) => callApi(getDuesSettings, { signal }),
  });

export const chargeHeadsQuery = () =>
  queryOptions({
    queryKey: keys.heads,
    queryFn: ({ signal }) => callApi(listChargeHeads, { signal }),
    staleTime: 0,
  });

export const flatsQuery = () =>
  queryOptions({
    queryKey: keys.flats,
    queryFn: ({ signal }) => callApi(listDuesFlats, { signal }),
    staleTime: 0,
  });

export const invoicesQuery = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: keys.invoices(filters),
    queryFn: ({ signal }) => callApi(listInvoices, { signal, query: filters }),
    staleTime: 0,
  });

export const ledgerQuery = (apartment: string) =>
  queryOptions({
    queryKey: keys.ledger(apartment),
    queryFn: ({ signal }) => callApi(getFlatLedger, { signal, params: { apartment } }),
    enabled: apartment !== '',
    staleTime: 0,
  });

/** A write that leaves every dues list stale, after a refusal too (someone else may have acted). */
export function useDuesWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: duesKeys.all }),
  });
}

export const useSaveSettings = () =>
  useDuesWrite((body: DuesSettings) => callApi(updateDuesSettings, { body }));

/** Adds a head (no id) or edits one. */
export const useSaveChargeHead = () =>
  useDuesWrite(({ id, body }: { id?: string; body: ChargeHeadInput }) =>
    id ? callApi(updateChargeHead, { params: { id }, body }) : callApi(createChargeHead, { body }),
  );

export const useSetFlatArea = () =>
  useDuesWrite(({ apartment, area }: { apartment: string; area: number }) =>
    callApi(setFlatArea, { params: { apartment }, body: { area_sqft: area } }),
  );

export const useUploadFlatAreas = () =>
  useDuesWrite((file: File) => callApi(uploadFlatAreas, { body: file }));

export const useGenerateInvoices = () =>
  useDuesWrite((body: GenerateInvoices) => callApi(generateDuesInvoices, { body }));

export const useCancelInvoice = () =>
  useDuesWrite(({ id, reason }: { id: string; reason: string }) =>
    callApi(cancelInvoice, { params: { id }, body: { reason } }),
  );

/** `key`: one per payment written, so a retry after a lost answer records it once. */
export const useRecordDeskPayment = () =>
  useDuesWrite(({ body, key }: { body: DeskPayment; key: string }) =>
    callApi(recordDeskPayment, { body, idempotencyKey: key }),
  );

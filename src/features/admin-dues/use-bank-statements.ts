/**
 * Reconciliation calls (issue 33): the banks' saved columns, importing a statement as CSV, the
 * statements imported before, one statement's rows, confirming its matches in one act, and
 * matching a row to an invoice by hand.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  confirmStatementMatches,
  getBankStatement,
  importBankStatement,
  listBankFormats,
  listBankStatements,
  matchStatementRow,
  saveBankFormat,
  type BankColumns,
} from '../../../contract/dues/statements';
import { callApi } from '../../api/client';
import { duesKeys } from '../../api/dues';
import { useDuesWrite } from './use-dues-admin';

export const bankFormatsQuery = () =>
  queryOptions({
    queryKey: [...duesKeys.all, 'bank-formats'] as const,
    queryFn: ({ signal }) => callApi(listBankFormats, { signal }),
  });

/** Every statement imported, newest first, with how many of its credits are in each state. */
export const statementsQuery = () =>
  queryOptions({
    queryKey: [...duesKeys.all, 'bank-statements'] as const,
    queryFn: ({ signal }) => callApi(listBankStatements, { signal }),
    // Its counts move with every confirm and match (use-dues-admin.ts says why staleTime 0).
    staleTime: 0,
  });

export const statementQuery = (id: string) =>
  queryOptions({
    queryKey: [...duesKeys.all, 'bank-statement', id] as const,
    queryFn: ({ signal }) => callApi(getBankStatement, { signal, params: { id } }),
    enabled: id !== '',
    staleTime: 0,
  });

/** `bank`: whose saved columns read it; '' reads Date, Narration, Reference, Credit. */
export const useImportStatement = () =>
  useDuesWrite(({ file, bank }: { file: File; bank: string }) =>
    callApi(importBankStatement, { body: file, query: bank ? { bank } : {} }),
  );

export const useSaveBankFormat = () =>
  useDuesWrite(({ name, columns }: { name: string; columns: BankColumns }) =>
    callApi(saveBankFormat, { params: { name }, body: columns }),
  );

export const useConfirmMatches = () =>
  useDuesWrite((id: string) => callApi(confirmStatementMatches, { params: { id } }));

export const useMatchRow = () =>
  useDuesWrite(({ id, row, invoiceId }: { id: string; row: string; invoiceId: string }) =>
    callApi(matchStatementRow, { params: { id, row }, body: { invoice_id: invoiceId } }),
  );

/** Which receipts are kept on this phone, live (a receipt opened in another tab shows too). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { RECEIPT_FILES_PREFIX, savedFileKeys } from '../../offline/files';
import { receiptFileKey } from '../../offline/receipt-files';

export function useSavedReceipts(): (paymentId: string) => boolean {
  const keys = useLiveQuery(async () => new Set(await savedFileKeys(RECEIPT_FILES_PREFIX)), []);
  return useCallback((paymentId) => keys?.has(receiptFileKey(paymentId)) ?? false, [keys]);
}

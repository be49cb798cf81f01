/**
 * Dues receipts on this phone (issue 33): a receipt opened once is kept, so it opens again in
 * the basement with no signal, as apartment documents are kept. Only what was opened is saved
 * (a flat has a receipt a month; most are never read twice), and all leave on sign-out.
 */
import { getReceipt } from '../../contract/dues/payments';
import { fetchFile } from '../api/client';
import { getFile, RECEIPT_FILES_PREFIX, saveFile } from './files';

export const receiptFileKey = (paymentId: string): string => `${RECEIPT_FILES_PREFIX}${paymentId}`;

/** The receipt PDF from the server, not kept (the RWA's desk reads many and keeps none). */
export async function downloadReceiptBytes(paymentId: string): Promise<ArrayBuffer> {
  const { bytes } = await fetchFile(getReceipt, { params: { id: paymentId } });
  return bytes;
}

/** The copy on this phone first; else the server's, kept for next time under its number. */
export async function keptReceiptBytes(paymentId: string, title: string): Promise<ArrayBuffer> {
  const saved = await getFile(receiptFileKey(paymentId));
  if (saved) return saved.bytes;
  const bytes = await downloadReceiptBytes(paymentId);
  await saveFile(receiptFileKey(paymentId), bytes, 'application/pdf', Date.now(), title);
  return bytes;
}

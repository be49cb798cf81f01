/**
 * A payment's receipt as a PDF (ADR 004), drawn on the estate's sheet (platform/pdf-sheet) from
 * stored rows only: the payment, its number and its allocations. Amounts read 'Rs. 1,23,456.00'
 * (Helvetica has no ₹ glyph).
 */
import { plainRupees, rupeesInWords } from '../../../contract/dues/money';
import { paymentModeNames } from '../../../contract/dues/payments';
import type { PaymentMode } from '../../../contract/dues/payments';
import { estateName, rwaName } from '../../../contract/platform/estate';
import {
  finishSheet,
  longDate,
  MARGIN,
  row,
  startSheet,
  wrapped,
  write,
} from '../../platform/pdf-sheet';

export interface ReceiptData {
  number: string;
  apartment: string;
  payer: string;
  paidOn: string;
  confirmedOn: string;
  amountPaise: number;
  mode: PaymentMode;
  reference: string;
  settled: { invoice: string; period: string; amountPaise: number }[];
}

const rs = (paise: number) => `Rs. ${plainRupees(paise)}`;

export async function receiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const title = `Receipt ${receipt.number}`;
  const pen = await startSheet(title, title);

  row(pen, 'Flat', receipt.apartment);
  row(pen, 'Received from', receipt.payer);
  row(pen, 'Paid on', longDate(receipt.paidOn));
  row(pen, 'Confirmed on', longDate(receipt.confirmedOn));
  row(pen, 'Amount', rs(receipt.amountPaise));
  for (const line of wrapped(pen.regular, rupeesInWords(receipt.amountPaise), 11, 330)) {
    write(pen, line, { x: MARGIN + 130 });
    pen.y -= 16;
  }
  pen.y -= 4;
  row(pen, 'Mode', paymentModeNames[receipt.mode]);
  row(pen, 'Reference', receipt.reference || '-');

  pen.y -= 16;
  write(pen, 'Settled', { size: 13, bold: true });
  pen.y -= 22;
  const settledTotal = receipt.settled.reduce((sum, item) => sum + item.amountPaise, 0);
  for (const item of receipt.settled) {
    write(pen, item.invoice);
    write(pen, item.period, { x: MARGIN + 160 });
    write(pen, rs(item.amountPaise), { x: MARGIN + 330 });
    pen.y -= 18;
  }
  const advance = receipt.amountPaise - settledTotal;
  if (advance > 0) {
    write(pen, 'Advance, for the next invoices');
    write(pen, rs(advance), { x: MARGIN + 330 });
    pen.y -= 18;
  }
  return finishSheet(pen, `Issued by the ${rwaName} through the ${estateName} portal.`);
}

/**
 * "I have paid": the contract's own `paymentNotice` checks the form, with the amount typed in
 * rupees (turned into paise first) and the two date rules the server also holds, so the phone
 * refuses with the server's sentences before anything is queued. The fields are checked first,
 * each on its own; then the whole body by `paymentNotice` itself (a reference of its mode's shape).
 */
import { z } from 'zod';
import type { Invoice } from '../../../contract/dues/billing';
import { positivePaise } from '../../../contract/dues/money';
import {
  paymentNotice,
  type PaymentMode,
  type PaymentNotice,
} from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { indiaDay } from '../../lib/india-time';
import { rupeesField, rupeesText } from '../../lib/rupees-field';

export function noticeForm(today: string, published: string) {
  const { shape } = paymentNotice;
  return z
    .strictObject({
      ...shape,
      amount_paise: rupeesField(positivePaise),
      paid_on: shape.paid_on
        .refine((day) => day <= today, messages.paidOnFuture)
        .refine((day) => day >= published, messages.paidOnBeforeInvoice),
    })
    .pipe(paymentNotice);
}

export type NoticeValues = z.input<ReturnType<typeof noticeForm>>;
export type NoticeMode = Exclude<PaymentMode, 'cash'>;

export const noticeModes: readonly NoticeMode[] = ['upi', 'neft_imps', 'cheque'];

export const referenceHints: Record<NoticeMode, string> = {
  upi: 'The 12-digit UTR (UPI reference) your UPI app shows for the payment',
  neft_imps:
    "The bank's NEFT reference (16 to 22 letters and digits) or IMPS reference (12 digits)",
  cheque: 'The 6-digit number on the cheque',
};

/** The invoice's day of publication in India: a payment cannot be older. */
export const publishedDay = (invoice: Invoice): string =>
  indiaDay(Date.parse(invoice.published_at));

/** A fresh form: the amount still open, paid today by UPI. */
export function blankNotice(invoice: Invoice, openPaise: number, now = Date.now()): NoticeValues {
  return {
    invoice_id: invoice.id,
    amount_paise: openPaise > 0 ? rupeesText(openPaise) : '',
    paid_on: indiaDay(now),
    mode: 'upi',
    reference: '',
  };
}

/** A refused notice back in its form (Edit & resend). */
export function valuesOfNotice(notice: PaymentNotice): NoticeValues {
  return { ...notice, amount_paise: rupeesText(notice.amount_paise) };
}

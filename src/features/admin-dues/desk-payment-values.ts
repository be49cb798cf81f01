/**
 * A payment taken at the desk: the contract's `deskPayment`, the amount typed in rupees and a
 * date not in the future, checked field by field and then as a whole (a reference of its
 * mode's shape) by the contract itself.
 */
import { z } from 'zod';
import { positivePaise } from '../../../contract/dues/money';
import { deskPayment, type PaymentMode } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { indiaDay } from '../../lib/india-time';
import { rupeesField } from '../../lib/rupees-field';

export function deskPaymentForm(today: string) {
  const { shape } = deskPayment;
  return z
    .strictObject({
      ...shape,
      amount_paise: rupeesField(positivePaise),
      paid_on: shape.paid_on.refine((day) => day <= today, messages.paidOnFuture),
    })
    .pipe(deskPayment);
}

export type DeskPaymentValues = z.input<ReturnType<typeof deskPaymentForm>>;

/** The desk's usual order: cash and cheques first. */
export const deskModes: readonly PaymentMode[] = ['cash', 'cheque', 'upi', 'neft_imps'];

export const deskReferenceHints: Record<PaymentMode, string> = {
  cash: 'Leave empty: cash has no reference',
  cheque: 'The 6-digit number on the cheque',
  upi: 'The 12-digit UTR from the bank statement',
  neft_imps: 'The NEFT reference (16 to 22 letters and digits) or IMPS reference (12 digits)',
};

export const blankDeskPayment = (now = Date.now()): DeskPaymentValues => ({
  apartment: '',
  amount_paise: '',
  paid_on: indiaDay(now),
  mode: 'cash',
  reference: '',
  payer_name: '',
});

/**
 * Payments (issue 33): a resident's "I have paid" (through the outbox), the RWA's check of it, a
 * payment taken at the desk, receipts, and the resident's own view of what the flat owes.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  apartmentNumber,
  byId,
  isoDate,
  recordId,
  requiredText,
  stating,
} from '../platform/fields';
import { messages } from '../messages';
import { invoice } from './billing';
import { positivePaise } from './money';

export const paymentModes = ['upi', 'neft_imps', 'cheque', 'cash'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const paymentModeNames: Record<PaymentMode, string> = {
  upi: 'UPI',
  neft_imps: 'NEFT / IMPS',
  cheque: 'Cheque',
  cash: 'Cash',
};

/**
 * A reference as its mode writes it: a UPI UTR is 12 digits; a NEFT UTR 16 letters and digits
 * and an IMPS reference 12 digits; a cheque number 6 digits. Cash has none. Spaces go, letters
 * are upper-cased, so one reference is never two.
 */
export const referenceShapes: Record<PaymentMode, RegExp> = {
  upi: /^\d{12}$/,
  neft_imps: /^(?:\d{12}|[A-Z0-9]{16,22})$/,
  cheque: /^\d{6}$/,
  cash: /^$/,
};

export function cleanReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export const referenceProblems: Record<PaymentMode, string> = {
  upi: messages.referenceUpiShape,
  neft_imps: messages.referenceNeftShape,
  cheque: messages.referenceChequeShape,
  cash: messages.referenceCashNone,
};

/** Checks a body's reference against its mode (zod refinement shared by both payment bodies). */
function referenceFitsMode(
  payment: { mode: PaymentMode; reference: string },
  context: z.RefinementCtx,
): void {
  if (!referenceShapes[payment.mode].test(payment.reference)) {
    context.addIssue({
      code: 'custom',
      message: referenceProblems[payment.mode],
      path: ['reference'],
    });
  }
}

const reference = z.string({ error: messages.referenceRequired }).max(40).transform(cleanReference);

/** `reversed`: a confirmed payment undone by the RWA (a bounced cheque, the wrong flat). */
export const paymentStatuses = [
  'pending_verification',
  'confirmed',
  'rejected',
  'reversed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const payment = z.object({
  id: z.string(),
  apartment: z.string(),
  /** The invoice a resident's notice was for; null for a payment taken at the desk. */
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  amount_paise: z.number(),
  paid_on: z.string(),
  mode: z.enum(paymentModes),
  reference: z.string(),
  payer_name: z.string(),
  status: z.enum(paymentStatuses),
  reject_reason: z.string().nullable(),
  /** The receipt's number once confirmed ('GH/R/2026-27/000012'), else null. */
  receipt_number: z.string().nullable(),
  /** The invoices this payment settled, oldest first, once confirmed. */
  settled: z.array(z.object({ invoice_number: z.string(), amount_paise: z.number() })),
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

/** "I have paid": a resident tells the RWA of a payment made outside the portal. */
export const paymentNotice = stating(
  z
    .strictObject({
      invoice_id: recordId(messages.invoiceRequired),
      amount_paise: positivePaise,
      paid_on: isoDate('Payment date'),
      mode: z.enum(['upi', 'neft_imps', 'cheque'], { error: messages.paymentModeInvalid }),
      reference,
    })
    .superRefine(referenceFitsMode),
  Object.values(referenceProblems),
);
export type PaymentNotice = z.input<typeof paymentNotice>;

export const sendPaymentNotice = defineEndpoint({
  method: 'POST',
  path: 'dues/payment-notices',
  access: 'member',
  body: paymentNotice,
  created: 'always',
  response: payment,
  idempotent: true,
  failure: messages.paymentNoticeFailed,
});

/** A payment taken by the RWA at the desk (cash, a cheque, a transfer seen in the bank): confirmed at once. */
export const deskPayment = stating(
  z
    .strictObject({
      apartment: apartmentNumber,
      amount_paise: positivePaise,
      paid_on: isoDate('Payment date'),
      mode: z.enum(paymentModes, { error: messages.paymentModeInvalid }),
      reference,
      payer_name: requiredText('Paid by', 'name'),
    })
    .superRefine(referenceFitsMode),
  Object.values(referenceProblems),
);
export type DeskPayment = z.input<typeof deskPayment>;

export const recordDeskPayment = defineEndpoint({
  method: 'POST',
  path: 'dues/payments',
  access: 'rwa',
  body: deskPayment,
  created: 'always',
  response: payment,
  idempotent: true,
  failure: messages.paymentRecordFailed,
  audit: { action: 'dues.payment_record', target: 'payment' },
});

export const listPayments = defineEndpoint({
  method: 'GET',
  path: 'dues/payments',
  access: 'rwa',
  query: z.strictObject({
    status: z.enum(paymentStatuses, { error: messages.paymentStatusInvalid }).optional(),
  }),
  response: z.array(payment),
  failure: messages.paymentsLoadFailed,
});

export const confirmPayment = defineEndpoint({
  method: 'POST',
  path: 'dues/payments/:id/confirm',
  access: 'rwa',
  params: byId,
  response: payment,
  failure: messages.paymentConfirmFailed,
  audit: { action: 'dues.payment_confirm', target: 'payment' },
});

export const rejectPayment = defineEndpoint({
  method: 'POST',
  path: 'dues/payments/:id/reject',
  access: 'rwa',
  params: byId,
  body: z.strictObject({
    reason: requiredText('Reason', 'comment', messages.rejectReasonRequired),
  }),
  response: payment,
  failure: messages.paymentRejectFailed,
  audit: { action: 'dues.payment_reject', target: 'payment' },
});

/**
 * Undoing a confirmed payment: a `reversal` entry in the ledger naming its payment entry, its
 * allocations released (by negative rows: they stay append-only) and the household told. Its
 * invoices are open again, and one nothing else settled may then be cancelled.
 */
export const reversePayment = defineEndpoint({
  method: 'POST',
  path: 'dues/payments/:id/reverse',
  access: 'rwa',
  params: byId,
  body: z.strictObject({
    reason: requiredText('Reason', 'comment', messages.reverseReasonRequired),
  }),
  response: payment,
  failure: messages.paymentReverseFailed,
  audit: { action: 'dues.payment_reverse', target: 'payment' },
});

/** A confirmed payment's receipt as a PDF: the flat's own, or any for the RWA. */
export const getReceipt = defineEndpoint({
  method: 'GET',
  path: 'dues/receipts/:id.pdf',
  access: 'member',
  params: byId,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.receiptLoadFailed,
});

/** What the flat owes and has paid, as the resident's /dues shows it (and keeps offline). */
export const myDues = z.object({
  apartment: z.string(),
  /** The ledger's sum: positive owed, negative an advance. */
  balance_paise: z.number(),
  /** The earliest open invoice's due date and what is still open, or null when nothing is. */
  next_due: z.object({ due_date: z.string(), amount_paise: z.number() }).nullable(),
  invoices: z.array(invoice),
  payments: z.array(payment),
  /** The estate's UPI payee, or null until the RWA sets a VPA. */
  payee: z.object({ vpa: z.string(), name: z.string() }).nullable(),
});
export type MyDues = z.infer<typeof myDues>;

export const getMyDues = defineEndpoint({
  method: 'GET',
  path: 'dues/my',
  access: 'member',
  response: myDues,
  failure: messages.myDuesLoadFailed,
});

export const ledgerEntryKinds = [
  'invoice',
  'late_fee',
  'payment',
  'cancellation',
  'reversal',
] as const;

/** One line of a flat's book: + it owes more, − it paid or was relieved. Never changed. */
export const ledgerEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(ledgerEntryKinds),
  amount_paise: z.number(),
  /** The running balance after this entry. */
  balance_paise: z.number(),
  invoice_number: z.string().nullable(),
  receipt_number: z.string().nullable(),
  /** The entry this one reverses, for a reversal or cancellation. */
  reverses: z.string().nullable(),
  note: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const getFlatLedger = defineEndpoint({
  method: 'GET',
  path: 'dues/ledger/:apartment',
  access: 'rwa',
  params: z.strictObject({ apartment: apartmentNumber }),
  response: z.array(ledgerEntry),
  failure: messages.ledgerLoadFailed,
});

/**
 * "I have paid" goes through the outbox (issue 33, DESIGN.md §5): a resident who paid by UPI in
 * the basement says so there, and the phone sends the notice once when it can; the record id is
 * the Idempotency-Key, so a resend after a lost answer is never a second payment to check.
 * Worker-safe: contract and src/offline only.
 */
import { sendPaymentNotice, type PaymentNotice } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import type { OutboxKind } from '../outbox-kinds';

export const PAYMENT_NOTICE_KIND = 'duesPaymentNotice';

export interface PaymentNoticePayload {
  /** The body, as the form checked it: paise, a cleaned reference. */
  notice: PaymentNotice;
  /** What the page shows while it waits (the invoice's number). Never sent: the body is strict. */
  shown: { invoice_number: string };
}

export const paymentNoticeKind: OutboxKind<PaymentNoticePayload> = {
  kind: PAYMENT_NOTICE_KIND,
  endpoint: sendPaymentNotice,
  toRequest: (payload) => ({ body: payload.notice }),
  // No expiry: a payment made is still made a week later. No entity key: each notice stands alone.
  failure: messages.paymentNoticeFailed,
};

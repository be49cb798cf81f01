/**
 * Payments through the API (issue 33): a resident's "I have paid" (outbox, idempotent), the
 * RWA's list and check of them, a payment taken at the desk, and a confirmed one reversed. The
 * rules are payments.ts and reversal.ts; this file says what an admin's act was, in words, for
 * the audit trail.
 */
import { formatRupees } from '../../../contract/dues/money';
import { paymentModeNames } from '../../../contract/dues/payments';
import type { Payment } from '../../../contract/dues/payments';
import type { HandlersFor } from '../../platform/http/handler';
import { loadPayments } from './payment-views';
import { reversePayment } from './reversal';
import { confirmPayment, recordConfirmedPayment, rejectPayment, sendNotice } from './payments';

/** 'A101: ₹3,500.00 by UPI (123456789012)'. */
const described = (payment: Payment) =>
  `${payment.apartment}: ${formatRupees(payment.amount_paise)} by ${paymentModeNames[payment.mode]}` +
  (payment.reference ? ` (${payment.reference})` : '');

const settledWords = (payment: Payment) =>
  payment.settled.length === 0
    ? 'held as an advance'
    : `settled ${payment.settled
        .map((item) => `${item.invoice_number} ${formatRupees(item.amount_paise)}`)
        .join(', ')}`;

export const duesPaymentHandlers: HandlersFor<
  | 'sendPaymentNotice'
  | 'recordDeskPayment'
  | 'listPayments'
  | 'confirmPayment'
  | 'rejectPayment'
  | 'reversePayment'
> = {
  async sendPaymentNotice({ app, body, user, transaction }) {
    return transaction((tx) => sendNotice(tx, body, user, app.now()));
  },

  async recordDeskPayment({ app, body, user, transaction, audit }) {
    return transaction(async (tx) => {
      const payment = await recordConfirmedPayment(tx, body, user.phone_number, app.now());
      audit({
        summary:
          `Desk payment ${described(payment)} from ${payment.payer_name}, ` +
          `receipt ${payment.receipt_number ?? ''}; ${settledWords(payment)}`,
      });
      return payment;
    });
  },

  listPayments: ({ app, query }) =>
    loadPayments(app.db, (rows) =>
      query.status ? rows.where('payments.status', '=', query.status) : rows,
    ),

  confirmPayment: ({ app, params, user, transaction, audit }) =>
    transaction(async (tx) => {
      const payment = await confirmPayment(tx, params.id, user.phone_number, app.now());
      const invoice = payment.invoice_number ? ` for ${payment.invoice_number}` : '';
      audit({
        summary:
          `Confirmed ${described(payment)}${invoice}, receipt ${payment.receipt_number ?? ''}; ` +
          settledWords(payment),
      });
      return payment;
    }),

  rejectPayment: ({ app, params, body, user, transaction, audit }) =>
    transaction(async (tx) => {
      const payment = await rejectPayment(tx, params.id, body.reason, user.phone_number, app.now());
      const invoice = payment.invoice_number ? ` for ${payment.invoice_number}` : '';
      audit({ summary: `Rejected ${described(payment)}${invoice}: ${body.reason}` });
      return payment;
    }),

  reversePayment: ({ app, params, body, transaction, audit }) =>
    transaction(async (tx) => {
      const payment = await reversePayment(tx, params.id, body.reason, app.now());
      audit({
        summary: `Reversed ${described(payment)}, receipt ${payment.receipt_number ?? ''}: ${body.reason}`,
      });
      return payment;
    }),
};

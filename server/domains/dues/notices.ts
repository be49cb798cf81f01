/**
 * What dues tell people (issue 33), in the act's own transaction like every notice: the flat's
 * household hears when its payment is confirmed (with the receipt), rejected or reversed (with
 * the reason); the RWA hears of each "I have paid" to check. One tag per payment, so a lock screen
 * shows its latest news only.
 */
import type { Kysely } from 'kysely';
import { formatRupees } from '../../../contract/dues/money';
import { dayLabel } from '../../../contract/platform/india-time';
import { paymentModeNames } from '../../../contract/dues/payments';
import type { Payment } from '../../../contract/dues/payments';
import type { Database } from '../../platform/db/schema';
import { notify, notifyHouseholds } from '../notices';
import type { HouseholdNotice } from '../notices';
import { counted } from './book';
import { overdueOf } from './open-invoices';
import type { OpenInvoice } from './open-invoices';

const DAY = 86_400;
const tag = (payment: Payment) => `payment-${payment.id}`;

const paid = (payment: Payment) =>
  `${formatRupees(payment.amount_paise)} by ${paymentModeNames[payment.mode]}` +
  (payment.reference ? ` (${payment.reference})` : '');

/** The household's notice of news about one of its payments. */
const aboutPayment = (
  payment: Payment,
  words: { kind: string; title: string; body: string },
): HouseholdNotice => ({
  household: payment.apartment,
  notice: {
    ...words,
    category: 'dues',
    url: '/dues',
    tag: tag(payment),
    push: { urgency: 'normal', ttlSeconds: DAY },
  },
});

const confirmedNotice = (payment: Payment) =>
  aboutPayment(payment, {
    kind: 'payment_confirmed',
    title: `Payment received: ${formatRupees(payment.amount_paise)}`,
    body: `${paid(payment)} on ${dayLabel(payment.paid_on)} is confirmed. Receipt ${payment.receipt_number ?? ''}.`,
  });

/** Each payment's household hears it is confirmed, with its receipt: one statement for all. */
export const tellConfirmed = (tx: Kysely<Database>, payments: readonly Payment[], now: Date) =>
  notifyHouseholds(tx, payments.map(confirmedNotice), now);

export const tellRejected = (tx: Kysely<Database>, payment: Payment, now: Date) =>
  notifyHouseholds(
    tx,
    [
      aboutPayment(payment, {
        kind: 'payment_rejected',
        title: `Payment not confirmed: ${formatRupees(payment.amount_paise)}`,
        body: `${paid(payment)} on ${dayLabel(payment.paid_on)}: ${payment.reject_reason ?? ''}`,
      }),
    ],
    now,
  );

export const tellReversed = (tx: Kysely<Database>, payment: Payment, reason: string, now: Date) =>
  notifyHouseholds(
    tx,
    [
      aboutPayment(payment, {
        kind: 'payment_reversed',
        title: `Payment reversed: ${formatRupees(payment.amount_paise)}`,
        body:
          `${paid(payment)} on ${payment.paid_on} (receipt ${payment.receipt_number ?? ''}) was ` +
          `reversed by the RWA office: ${reason}. It is owed again.`,
      }),
    ],
    now,
  );

/**
 * A reminder to the flat's household: what is overdue and since when, and what falls due next.
 * One tag per flat, so a newer reminder replaces an older one on the lock screen.
 */
export function tellReminder(
  tx: Kysely<Database>,
  apartment: string,
  invoices: OpenInvoice[],
  today: string,
  now: Date,
): Promise<number> {
  const overdue = overdueOf(invoices, today);
  const upcoming = invoices.filter((invoice) => invoice.due_date >= today);
  const next = upcoming.map((invoice) => invoice.due_date).sort()[0] ?? '';
  const soon = formatRupees(upcoming.reduce((sum, invoice) => sum + invoice.open_paise, 0));
  const pay = 'Pay by UPI from /dues, or at the office.';
  const words =
    overdue.paise > 0
      ? {
          kind: 'dues_overdue',
          title: `Maintenance overdue: ${formatRupees(overdue.paise)}`,
          body:
            `${apartment}: ${formatRupees(overdue.paise)} has been due since ${overdue.oldest ?? ''} ` +
            `(${counted(overdue.days, 'day')})${next ? `; ${soon} more falls due on ${next}` : ''}. ${pay}`,
        }
      : {
          kind: 'dues_due_soon',
          title: `Maintenance due on ${next}: ${soon}`,
          body: `${apartment}: ${soon} falls due on ${next}. ${pay}`,
        };
  return notify(
    tx,
    { household: apartment },
    {
      ...words,
      category: 'dues',
      url: '/dues',
      tag: `dues-reminder-${apartment}`,
      push: { urgency: 'normal', ttlSeconds: DAY },
    },
    now,
  );
}

/** A resident's "I have paid", for the RWA to check against the bank. */
export const tellOfficeOfNotice = (tx: Kysely<Database>, payment: Payment, now: Date) =>
  notify(
    tx,
    { role: 'rwa' },
    {
      kind: 'payment_notice',
      category: 'office',
      title: `${payment.apartment} says they paid ${formatRupees(payment.amount_paise)}`,
      body:
        `${paid(payment)} on ${dayLabel(payment.paid_on)} for invoice ${payment.invoice_number ?? ''}, ` +
        `from ${payment.payer_name}. Check it against the bank.`,
      url: '/admin/dues',
      tag: tag(payment),
      push: { urgency: 'normal', ttlSeconds: DAY },
    },
    now,
  );

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
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { notify, notifyHouseholds } from '../notices';
import type { HouseholdNotice } from '../notices';
import { overdueOf } from './open-invoices';
import type { OpenInvoice } from './open-invoices';

const DAY = 86_400;
const tag = (payment: Payment) => `payment-${payment.id}`;

const paid = (payment: Payment) =>
  messages.paidBy(
    formatRupees(payment.amount_paise),
    paymentModeNames[payment.mode],
    payment.reference,
  );

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
    title: messages.paymentConfirmedTitle(formatRupees(payment.amount_paise)),
    body: messages.paymentConfirmedBody(
      paid(payment),
      dayLabel(payment.paid_on),
      payment.receipt_number ?? '',
    ),
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
        title: messages.paymentRejectedTitle(formatRupees(payment.amount_paise)),
        body: messages.paymentRejectedBody(
          paid(payment),
          dayLabel(payment.paid_on),
          payment.reject_reason ?? '',
        ),
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
        title: messages.paymentReversedTitle(formatRupees(payment.amount_paise)),
        body: messages.paymentReversedBody(
          paid(payment),
          payment.paid_on,
          payment.receipt_number ?? '',
          reason,
        ),
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
  const owed = formatRupees(overdue.paise);
  const words =
    overdue.paise > 0
      ? {
          kind: 'dues_overdue',
          title: messages.duesOverdueTitle(owed),
          body: messages.duesOverdueBody(
            apartment,
            owed,
            overdue.oldest ? dayLabel(overdue.oldest, today) : '',
            overdue.days,
            next ? { amount: soon, day: dayLabel(next, today) } : null,
          ),
        }
      : {
          kind: 'dues_due_soon',
          title: messages.duesDueSoonTitle(dayLabel(next, today), soon),
          body: messages.duesDueSoonBody(apartment, soon, dayLabel(next, today)),
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
      title: messages.paymentNoticeTitle(payment.apartment, formatRupees(payment.amount_paise)),
      body: messages.paymentNoticeBody(
        paid(payment),
        dayLabel(payment.paid_on),
        payment.invoice_number ?? '',
        payment.payer_name,
      ),
      url: '/admin/dues',
      tag: tag(payment),
      push: { urgency: 'normal', ttlSeconds: DAY },
    },
    now,
  );

/**
 * What a signed Razorpay event does (issue 33). Each event id is processed once (gateways
 * retry): `gateway_events` remembers it with what came of it, under the book's lock. A
 * `payment_link.paid` names the invoice by its link (one we made for it: payment-links.ts), or
 * the link's `reference_id`; a `payment.captured` by its notes (`invoice_number`);
 * its payment is recorded for that invoice's flat and confirmed at once, through the same
 * confirmation as every payment, with Razorpay's payment id as its reference (so the two events
 * one link payment sends make one payment). Every other event is acknowledged and left.
 */
import type { Kysely } from 'kysely';
import type { RazorpayEvent } from '../../../contract/dues/gateway';
import { formatRupees, MAX_PAISE } from '../../../contract/dues/money';
import { messages } from '../../../contract/messages';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { recordAudit } from '../../platform/audit';
import type { Origin } from '../../platform/audit';
import { lockBook } from './book';
import { paymentWithReference, recordConfirmedPayment } from './payments';

const CONFIRMING = ['payment.captured', 'payment_link.paid'];
export const GATEWAY = 'razorpay';

export interface EventOutcome {
  status: 'processed' | 'duplicate' | 'ignored';
  payment_id: string | null;
}

interface Handled extends EventOutcome {
  outcome: string;
}

/** `notes.invoice_number`, when the notes are an object that has it (empty notes come as []). */
function invoiceNumberIn(notes: unknown): string | undefined {
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return undefined;
  const number: unknown = (notes as Record<string, unknown>).invoice_number;
  return typeof number === 'string' && number.trim() !== '' ? number.trim() : undefined;
}

type LinkEntity = NonNullable<RazorpayEvent['payload']['payment_link']>['entity'];

/**
 * The invoice a payment is for: the one whose payment link was paid (found by the link's id,
 * else its `reference_id`, our invoice number), else the one the notes name.
 */
async function invoiceNamedBy(
  tx: Kysely<Database>,
  notes: unknown,
  link: LinkEntity | undefined,
): Promise<string | undefined> {
  if (link?.id) {
    const ours = await tx
      .selectFrom('dues_payment_links as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .select('i.number')
      .where('l.link_id', '=', link.id)
      .executeTakeFirst();
    if (ours) return ours.number;
  }
  return link?.reference_id?.trim() || invoiceNumberIn(notes) || invoiceNumberIn(link?.notes);
}

const ignored = (outcome: string): Handled => ({ status: 'ignored', payment_id: null, outcome });

async function handle(
  tx: Kysely<Database>,
  event: RazorpayEvent | null,
  now: Date,
  origin: Origin,
): Promise<Handled> {
  if (!event) return ignored('not an event we read');
  if (!CONFIRMING.includes(event.event)) return ignored(`not acted on: ${event.event}`);
  const payment = event.payload.payment?.entity;
  const amount = payment?.amount ?? 0;
  if (!payment || !Number.isInteger(amount) || amount <= 0 || amount > MAX_PAISE) {
    return ignored('no payment amount');
  }
  if ((payment.currency ?? 'INR') !== 'INR') return ignored(`paid in ${payment.currency ?? ''}`);
  const number = await invoiceNamedBy(tx, payment.notes, event.payload.payment_link?.entity);
  if (!number) return ignored('no invoice named by its link or notes');
  const invoice = await tx
    .selectFrom('invoices')
    .select(['id', 'apartment'])
    .where('number', '=', number)
    .executeTakeFirst();
  if (!invoice) return ignored(`no invoice ${number}`);
  const recorded = await paymentWithReference(tx, payment.id);
  if (recorded) {
    return { status: 'duplicate', payment_id: String(recorded.id), outcome: 'already recorded' };
  }
  const today = inIndia(now).date;
  const paidOn = payment.created_at ? inIndia(new Date(payment.created_at * 1000)).date : today;
  const confirmed = await recordConfirmedPayment(
    tx,
    {
      apartment: invoice.apartment,
      amount_paise: amount,
      paid_on: paidOn < today ? paidOn : today,
      mode: payment.method === 'upi' ? 'upi' : 'neft_imps',
      reference: payment.id,
      payer_name: messages.gatewayPayer(payment.method ?? 'online'),
    },
    GATEWAY,
    now,
    invoice.id,
  );
  const summary =
    `Razorpay ${event.event}: ${invoice.apartment} paid ${formatRupees(amount)} for ${number} ` +
    `(${payment.id}), receipt ${confirmed.receipt_number ?? ''}`;
  await recordAudit(
    tx,
    {
      actor: null,
      action: 'dues.gateway_payment',
      targetType: 'payment',
      targetId: confirmed.id,
      summary,
      ...origin,
    },
    now,
  );
  return { status: 'processed', payment_id: confirmed.id, outcome: 'confirmed' };
}

/**
 * Acts on the event once; a second delivery of its id answers `duplicate` and does nothing.
 * `event` is null when the body is not of the shape we read.
 */
export async function processRazorpayEvent(
  tx: Kysely<Database>,
  eventId: string,
  event: RazorpayEvent | null,
  now: Date,
  origin: Origin,
): Promise<EventOutcome> {
  await lockBook(tx);
  const seen = await tx
    .selectFrom('gateway_events')
    .select('payment_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (seen) {
    const paymentId = seen.payment_id === null ? null : String(seen.payment_id);
    return { status: 'duplicate', payment_id: paymentId };
  }
  const { outcome, ...answer } = await handle(tx, event, now, origin);
  await tx
    .insertInto('gateway_events')
    .values({
      event_id: eventId,
      gateway: GATEWAY,
      event: event?.event ?? '',
      received_at: now,
      payment_id: answer.payment_id === null ? null : Number(answer.payment_id),
      outcome,
    })
    .execute();
  return answer;
}

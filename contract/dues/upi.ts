/**
 * Paying by UPI without a gateway: an NPCI `upi://pay` link (UPI Linking Specification 1.6) that
 * opens the phone's UPI app on Android, and the same text drawn as a QR code on the device for an
 * iPhone or a desktop. Built here so the server sends it and the app can draw it offline.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { upiAmount } from './money';
import { monthsOf } from './periods';
import type { BillingCycle } from './periods';

/** A virtual payment address: `name@handle` (okaxis, ybl, icici…). */
export const upiVpa = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/, messages.upiVpaShape);

/** NPCI: the note `tn` is at most 50 characters. */
export const UPI_NOTE_MAX = 50;

export interface UpiPayment {
  /** The estate's VPA (a business/merchant UPI ID). */
  vpa: string;
  /** The payee name the payer's app shows for confirmation. */
  payee: string;
  amountPaise: number;
  /** Shown to the payer and in the estate's statement: the flat and the period. */
  note: string;
  /** The invoice number, for reconciliation. */
  reference: string;
}

/** Encodes as the spec's examples do: spaces as %20, never '+'. */
const encode = (value: string) => encodeURIComponent(value);

export function upiPayLink(payment: UpiPayment): string {
  const fields: [string, string][] = [
    ['pa', payment.vpa],
    ['pn', payment.payee],
    ['am', upiAmount(payment.amountPaise)],
    ['cu', 'INR'],
    ['tn', payment.note.slice(0, UPI_NOTE_MAX)],
    ['tr', payment.reference],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}

/**
 * The note of an invoice's link: the flat and the months it bills, 'A101 maintenance 2026-12',
 * or for a quarter 'A101 maintenance 2026-10 to 2026-12' (plain ASCII: every UPI app and bank
 * statement shows it as written).
 */
export function upiNote(
  apartment: string,
  period: string,
  cycle: BillingCycle = 'monthly',
): string {
  const months = monthsOf(period, cycle);
  const last = months.at(-1) ?? period;
  const covered = last === period ? period : `${period} to ${last}`;
  return `${apartment} maintenance ${covered}`.slice(0, UPI_NOTE_MAX);
}

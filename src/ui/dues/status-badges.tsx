/**
 * How an invoice's and a payment's status read, for the resident's /dues and the RWA's pages
 * alike; the word is always shown, so colour is never the only signal.
 */
import type { InvoiceStatus } from '../../../contract/dues/billing';
import type { PaymentStatus } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { Badge, type BadgeTone } from '../badge';

const invoiceWords: Record<InvoiceStatus, [string, BadgeTone]> = {
  draft: ['Draft', 'neutral'],
  published: ['Due', 'warning'],
  partly_paid: ['Partly paid', 'warning'],
  paid: ['Paid', 'success'],
  cancelled: ['Cancelled', 'danger'],
};

export const invoiceStatusName = (status: InvoiceStatus): string => invoiceWords[status][0];

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const [word, tone] = invoiceWords[status];
  return <Badge tone={tone}>{word}</Badge>;
}

const paymentWords: Record<PaymentStatus, [string, BadgeTone]> = {
  pending_verification: [messages.paymentBeingChecked, 'warning'],
  confirmed: ['Confirmed', 'success'],
  rejected: ['Rejected', 'danger'],
  reversed: ['Reversed', 'danger'],
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const [word, tone] = paymentWords[status];
  return <Badge tone={tone}>{word}</Badge>;
}

/** An invoice that still asks for money: published or partly paid. */
export function isOpenInvoice(status: InvoiceStatus): boolean {
  return status === 'published' || status === 'partly_paid';
}

/**
 * Writing "I have paid" to the outbox (DESIGN.md §5): always, online or not; the drainer (this
 * tab, another, or the service worker) sends it once. A refused one is fixed and resent.
 */
import type { PaymentNotice } from '../../../contract/dues/payments';
import type { OutboxRecord } from '../../offline/db';
import {
  PAYMENT_NOTICE_KIND,
  registerOutboxKinds,
  type PaymentNoticePayload,
} from '../../offline/kinds';
import { editAndResend, enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';

// Idempotent; the app registers at start too, but this page must work however it is reached.
registerOutboxKinds();

/** Queues a notice (or resends a refused one); answers the record id. */
export async function queuePaymentNotice(
  notice: PaymentNotice,
  invoiceNumber: string,
  userId: string,
  fixing?: OutboxRecord,
): Promise<string> {
  const payload: PaymentNoticePayload = { notice, shown: { invoice_number: invoiceNumber } };
  const id = fixing
    ? await editAndResend(fixing.id, payload)
    : await enqueue(PAYMENT_NOTICE_KIND, payload, { userId });
  notifyEnqueued();
  return id;
}

export function noticeOf(record: OutboxRecord): PaymentNotice {
  return (record.payload as PaymentNoticePayload).notice;
}

/**
 * /dues (issue 33): what the flat owes and by when, each invoice with its lines and the ways to
 * pay it by UPI (a link on Android, a QR drawn on the phone everywhere), "I have paid" through
 * the outbox, and the payments with their receipts. Everything is the saved copy first, so a
 * resident in the basement with no signal sees the QR, pays, and says so; the notice arrives once.
 */
import { useState } from 'react';
import type { Payment, PaymentNotice } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { indiaDay } from '../../lib/india-time';
import { useNow } from '../../lib/use-now';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import type { OutboxRecord } from '../../offline/db';
import { freshnessLabel } from '../../offline/freshness';
import { PAYMENT_NOTICE_KIND } from '../../offline/kinds';
import { keptReceiptBytes } from '../../offline/receipt-files';
import { Banner } from '../../ui/banner';
import { PageHeader } from '../../ui/page-header';
import { PdfViewer } from '../../ui/pdf-viewer/pdf-viewer';
import { pdfFileName } from '../../ui/pdf-viewer/save-bytes';
import { Spinner } from '../../ui/spinner';
import { useEditLink } from '../../ui/use-edit-link';
import { useQueuedWrites } from '../../ui/use-queued-writes';
import { BalanceSummary } from './balance-summary';
import { useDuesQueryKey, useMyDues } from './dues-collection';
import { InvoiceCard, type Checking } from './invoice-card';
import { PaymentList } from './payment-list';
import { noticeOf, queuePaymentNotice } from './queue-notice';
import { useSavedReceipts } from './use-saved-receipts';
import cards from '../../ui/request-card.module.css';
import styles from './dues.module.css';

export const noInvoices = 'No invoices yet.';

export default function DuesPage() {
  const { user } = useSession();
  const { dues, refreshedAt, error, isRefreshing, isOffline } = useMyDues();
  const queryKey = useDuesQueryKey();
  useRefetchOnPush(queryKey);
  const now = useNow();
  const today = indiaDay(now);
  const queued = useQueuedWrites(
    { kind: PAYMENT_NOTICE_KIND, userId: user?.id },
    refreshedAt,
    queryKey,
  );
  const link = useEditLink(PAYMENT_NOTICE_KIND, user?.id);
  const [picked, setPicked] = useState<OutboxRecord | null>(null);
  const [madeHere, setMadeHere] = useState<readonly string[]>([]);
  const [reading, setReading] = useState<Payment | null>(null);
  const isSaved = useSavedReceipts();
  const fixing = picked ?? link.record;

  const sendNotice = async (notice: PaymentNotice, fix: OutboxRecord | null) => {
    if (!user) throw new Error(messages.paymentNoticeFailed);
    const number = dues?.invoices.find((invoice) => invoice.id === notice.invoice_id)?.number;
    const id = await queuePaymentNotice(notice, number ?? '', user.id, fix ?? undefined);
    setMadeHere((ids) => [...ids, id]);
  };
  const fix = (record: OutboxRecord | null) => {
    setPicked(record);
    if (!record) link.clear();
  };

  // A notice shows in its invoice's card while it waits, and all visit long once made here.
  const shownIds = new Set([...queued.shown.map((record) => record.id), ...madeHere]);
  const recordsOf = (invoiceId: string) =>
    (queued.records ?? []).filter(
      (record) => shownIds.has(record.id) && noticeOf(record).invoice_id === invoiceId,
    );
  const checking = (invoiceId: string): Checking => {
    const onServer = (dues?.payments ?? []).some(
      (payment) => payment.invoice_id === invoiceId && payment.status === 'pending_verification',
    );
    if (onServer) return 'on-server';
    const onPhone = recordsOf(invoiceId).some(
      (record) => record.status === 'pending' || record.status === 'sending',
    );
    return onPhone ? 'on-phone' : false;
  };

  let body;
  if (!user?.apartmentNumber) {
    body = <p>{messages.noFlat}</p>;
  } else if (!dues && error && !isRefreshing) {
    body = <Banner tone="error">{errorMessage(error, messages.myDuesLoadFailed)}</Banner>;
  } else if (!dues) {
    body = isOffline ? (
      <p>{freshnessLabel(undefined, now, false)}</p>
    ) : (
      <Spinner label="Loading your dues…" />
    );
  } else {
    body = (
      <>
        <BalanceSummary dues={dues} today={today} />
        <h2>Invoices</h2>
        {dues.invoices.length === 0 ? (
          <p>{noInvoices}</p>
        ) : (
          <ul className={`${cards.list} ${styles.cardList}`} aria-label="Your invoices">
            {dues.invoices.map((invoice) => (
              <InvoiceCard
                key={invoice.id}
                invoice={invoice}
                payee={dues.payee}
                today={today}
                checking={checking(invoice.id)}
                records={recordsOf(invoice.id)}
                fixing={fixing && noticeOf(fixing).invoice_id === invoice.id ? fixing : null}
                onFix={fix}
                onNotice={sendNotice}
              />
            ))}
          </ul>
        )}
        <h2>Payments</h2>
        <PaymentList
          payments={dues.payments}
          isSaved={isSaved}
          offline={isOffline}
          onReceipt={setReading}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Maintenance Dues"
        subtitle={user?.apartmentNumber ? `Apartment ${user.apartmentNumber}` : undefined}
      />
      {dues && <p className={styles.freshness}>{freshnessLabel(refreshedAt, now, !isOffline)}</p>}
      {body}
      {reading?.receipt_number && (
        <PdfViewer
          key={reading.id}
          title={`Receipt ${reading.receipt_number}`}
          fileName={pdfFileName(`Receipt ${reading.receipt_number.replace(/\//g, '-')}`)}
          load={() => keptReceiptBytes(reading.id, `Receipt ${reading.receipt_number ?? ''}`)}
          onClose={() => setReading(null)}
        />
      )}
    </>
  );
}

/**
 * Payments (issue 33): residents' "I have paid" waiting to be checked first, each confirmed or
 * rejected in its card; a payment taken at the desk; the payments already checked, a confirmed
 * one with its receipt and "Reverse"; a bank statement to match against; and one flat's
 * ledger on demand.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatRupees } from '../../../contract/dues/money';
import { paymentModeNames, type Payment } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { paymentsQuery } from '../../api/dues';
import { formatDay } from '../../lib/format-date';
import { useNow } from '../../lib/use-now';
import { downloadReceiptBytes } from '../../offline/receipt-files';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { PaymentCheckCard } from '../../ui/dues/payment-check-card';
import { PaymentStatusBadge } from '../../ui/dues/status-badges';
import { usePaymentChecks } from '../../ui/dues/use-payment-checks';
import { KeepWhole } from '../../ui/keep-whole';
import { Notice } from '../../ui/notice';
import { PdfViewer } from '../../ui/pdf-viewer/pdf-viewer';
import { pdfFileName } from '../../ui/pdf-viewer/save-bytes';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { DeskPaymentForm } from './desk-payment-form';
import { FlatLedger } from './flat-ledger';
import { ReversePayment } from './reverse-payment';
import { StatementImportSection } from './statement-import';
import { paymentsOfflineMessage } from './words';
import styles from './admin-dues.module.css';

/** Checked payments shown at once; the ledger of a flat has all of them. */
const RECENT_SHOWN = 30;

export function PaymentsPanel({ online }: { online: boolean }) {
  const pending = useQuery(paymentsQuery('pending_verification'));
  const all = useQuery(paymentsQuery());
  const checks = usePaymentChecks(pending.data);
  const [reading, setReading] = useState<Payment>();
  const now = useNow(30_000);
  const offlineId = useId();
  const checked = (all.data ?? []).filter((payment) => payment.status !== 'pending_verification');

  return (
    <>
      <section aria-labelledby="dues-to-check" className={styles.section}>
        <h2 id="dues-to-check">
          Payments to check{checks.waiting > 0 ? ` (${checks.waiting})` : ''}
        </h2>
        {!online && <Notice id={offlineId}>{paymentsOfflineMessage}</Notice>}
        {pending.isError && (
          <Banner tone="error">{errorMessage(pending.error, messages.paymentsLoadFailed)}</Banner>
        )}
        {!pending.data && !pending.isError && <Spinner label="Loading the payments…" />}
        {pending.data && checks.shown.length === 0 && <p>No payment waits to be checked.</p>}
        <ul className={cards.list} aria-label="Payments to check, oldest first">
          {checks.shown.map(({ payment, outcome }) => (
            <PaymentCheckCard
              key={payment.id}
              payment={payment}
              now={now}
              outcome={outcome}
              disabledReasonId={online ? undefined : offlineId}
              onAnswered={checks.record}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="dues-desk" className={styles.section}>
        <h2 id="dues-desk">Record a payment at the desk</h2>
        <DeskPaymentForm online={online} onReceipt={setReading} />
      </section>
      <StatementImportSection online={online} />
      <section aria-labelledby="dues-checked" className={styles.section}>
        <h2 id="dues-checked">Checked payments</h2>
        {all.data && checked.length === 0 && <p>No payment has been checked yet.</p>}
        <ul className={cards.list} aria-label="Checked payments">
          {checked.slice(0, RECENT_SHOWN).map((payment) => (
            <li key={payment.id}>
              <article
                className={cards.card}
                aria-label={`${payment.apartment}: ${formatRupees(payment.amount_paise)}`}
              >
                <div className={cards.head}>
                  <h3 className={cards.title}>
                    {payment.apartment}: {formatRupees(payment.amount_paise)}
                  </h3>
                  <PaymentStatusBadge status={payment.status} />
                </div>
                <p className={cards.muted}>
                  {paymentModeNames[payment.mode]}
                  {payment.reference && ` · ${payment.reference}`} · paid{' '}
                  {formatDay(payment.paid_on)} · {payment.payer_name}
                </p>
                {payment.reject_reason && <p>Rejected: {payment.reject_reason}</p>}
                <div className={cards.actions}>
                  {payment.status === 'confirmed' && payment.receipt_number && (
                    <Button
                      variant="secondary"
                      disabled={!online}
                      onClick={() => setReading(payment)}
                    >
                      <span>
                        <KeepWhole
                          text={`Receipt ${payment.receipt_number}`}
                          whole={payment.receipt_number}
                        />
                      </span>
                    </Button>
                  )}{' '}
                  <ReversePayment payment={payment} online={online} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <FlatLedger online={online} />
      {reading?.receipt_number && (
        <PdfViewer
          key={reading.id}
          title={`Receipt ${reading.receipt_number}`}
          fileName={pdfFileName(`Receipt ${reading.receipt_number.replace(/\//g, '-')}`)}
          load={() => downloadReceiptBytes(reading.id)}
          onClose={() => setReading(undefined)}
        />
      )}
    </>
  );
}

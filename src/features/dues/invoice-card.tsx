/**
 * One invoice: its period and number, where it stands, the total (lines on request), and while
 * it is open the ways to pay it (online through the estate's gateway, where it has one; by UPI)
 * and to say "I have paid". A notice made here shows here, in the
 * words of the outbox, until it has arrived and beyond: the result stays by the button.
 */
import { useId, useState } from 'react';
import type { Invoice } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import type { MyDues, PaymentNotice } from '../../../contract/dues/payments';
import { periodName } from '../../../contract/dues/periods';
import { messages } from '../../../contract/messages';
import { formatDay } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import type { OutboxRecord } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { Button, buttonClassName } from '../../ui/button';
import { InvoiceStatusBadge, isOpenInvoice } from '../../ui/dues/status-badges';
import { OutboxItemActions, OutboxStatusBanner } from '../../ui/outbox-item';
import { InvoiceLines } from './invoice-lines';
import { blankNotice, valuesOfNotice } from './notice-form-values';
import { PayByUpi } from './pay-by-upi';
import { PaymentNoticeForm } from './payment-notice-form';
import { noticeOf } from './queue-notice';
import { linkAmount, linkVpa } from './upi-link';
import cards from '../../ui/request-card.module.css';
import styles from './dues.module.css';

/** Whether a payment for an invoice waits for the office, and where it is. */
export type Checking = 'on-server' | 'on-phone' | false;

interface InvoiceCardProps {
  invoice: Invoice;
  payee: MyDues['payee'];
  today: string;
  /** A payment for it waits for the RWA's check (on the server, or still on this phone). */
  checking: Checking;
  /** Notices for it to show: not sent yet, or made on this visit. */
  records: readonly OutboxRecord[];
  /** A refused notice to fix here (Edit & resend, or ?edit= from Offline data). */
  fixing: OutboxRecord | null;
  onFix: (record: OutboxRecord | null) => void;
  onNotice: (notice: PaymentNotice, fixing: OutboxRecord | null) => Promise<void>;
}

export function InvoiceCard(props: InvoiceCardProps) {
  const { invoice, payee, today, checking, records, fixing, onFix, onNotice } = props;
  const [writing, setWriting] = useState(false);
  const id = useId();
  const open = isOpenInvoice(invoice.status);
  const link = open ? invoice.upi_link : null;
  // The gateway's page (card, netbanking, any UPI app), where the estate has one.
  const online = open ? invoice.payment_link : null;
  // What the link asks for is what is open; without one, what is left of its own charges.
  const openPaise =
    (link ? linkAmount(link) : undefined) ??
    Math.max(0, invoice.charges_paise - invoice.paid_paise);
  const overdue = open && invoice.due_date < today;
  const formOpen = open && (writing || fixing !== null);

  const close = () => {
    setWriting(false);
    onFix(null);
  };
  const send = async (notice: PaymentNotice) => {
    await onNotice(notice, fixing);
    close();
  };

  return (
    <li>
      <article className={cards.card} aria-labelledby={`${id}-title`}>
        <div className={cards.head}>
          <h3 id={`${id}-title`} className={cards.title}>
            {periodName(invoice.period, invoice.billing_cycle)}
          </h3>
          <span className={styles.badges}>
            <InvoiceStatusBadge status={invoice.status} />
            {overdue && <Badge tone="danger">Overdue</Badge>}
            {open && checking && (
              // The office checks only what reached it: one still on the phone says so.
              <Badge tone="warning">
                {checking === 'on-server'
                  ? messages.paymentBeingChecked
                  : messages.paymentWaitingToSend}
              </Badge>
            )}
          </span>
        </div>
        <p className={cards.muted}>
          {invoice.number} · {open ? 'Due by' : 'Due'} {formatDay(invoice.due_date)}
        </p>
        {invoice.status === 'cancelled' && invoice.cancelled_reason && (
          <p>Cancelled: {invoice.cancelled_reason}</p>
        )}
        <InvoiceLines invoice={invoice} />
        {invoice.paid_paise > 0 && (
          <p className={styles.total}>
            <span>Paid so far</span> <strong>{formatRupees(invoice.paid_paise)}</strong>
          </p>
        )}
        {/* While a payment is being checked, asking for it again would invite paying twice. */}
        {online && !checking && (
          <a
            className={`${buttonClassName('secondary')} ${styles.payOnline}`}
            href={online}
            target="_blank"
            rel="noopener noreferrer"
          >
            {messages.payOnline}
          </a>
        )}
        {link && !checking && (
          <PayByUpi
            link={link}
            amountPaise={openPaise}
            vpa={payee?.vpa ?? linkVpa(link) ?? ''}
            payee={payee?.name ?? 'The estate'}
            invoiceNumber={invoice.number}
          />
        )}
        <div aria-live="polite" className={styles.notices}>
          {records.map((record) => (
            <OutboxStatusBanner
              key={record.id}
              record={record}
              sent={messages.paymentNoticeSent}
              actions={
                <OutboxItemActions record={record} from={paths.dues} onEdit={() => onFix(record)} />
              }
            />
          ))}
        </div>
        {formOpen ? (
          <PaymentNoticeForm
            key={fixing?.id ?? 'new'}
            invoice={invoice}
            initial={fixing ? valuesOfNotice(noticeOf(fixing)) : blankNotice(invoice, openPaise)}
            fixing={fixing !== null}
            onSubmit={send}
            onCancel={close}
          />
        ) : (
          open &&
          !checking && (
            <Button variant="secondary" onClick={() => setWriting(true)}>
              I have paid
            </Button>
          )
        )}
      </article>
    </li>
  );
}

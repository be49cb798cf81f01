/**
 * The flat's payments, newest as the server lists them: how much, when, how, where each stands
 * (a rejection with the RWA's reason), and a confirmed one's receipt. An opened receipt is kept
 * on the phone; offline, one not kept yet says it needs a connection.
 */
import { useId } from 'react';
import { formatRupees } from '../../../contract/dues/money';
import { paymentModeNames, type Payment } from '../../../contract/dues/payments';
import { formatDay } from '../../lib/format-date';
import { Button } from '../../ui/button';
import { PaymentStatusBadge } from '../../ui/dues/status-badges';
import { KeepWhole } from '../../ui/keep-whole';
import { Notice } from '../../ui/notice';
import cards from '../../ui/request-card.module.css';
import styles from './dues.module.css';

export const receiptNeedsConnection =
  'This receipt is not saved on this phone yet. Connect to the internet to open it.';

interface PaymentListProps {
  payments: readonly Payment[];
  isSaved: (paymentId: string) => boolean;
  offline: boolean;
  onReceipt: (payment: Payment) => void;
}

export function PaymentList({ payments, isSaved, offline, onReceipt }: PaymentListProps) {
  if (payments.length === 0) return <p>No payments yet.</p>;
  return (
    <ul className={`${cards.list} ${styles.cardList}`} aria-label="Your payments">
      {payments.map((payment) => (
        <PaymentItem
          key={payment.id}
          payment={payment}
          saved={isSaved(payment.id)}
          offline={offline}
          onReceipt={() => onReceipt(payment)}
        />
      ))}
    </ul>
  );
}

interface PaymentItemProps {
  payment: Payment;
  saved: boolean;
  offline: boolean;
  onReceipt: () => void;
}

function PaymentItem({ payment, saved, offline, onReceipt }: PaymentItemProps) {
  const id = useId();
  const receipt = payment.status === 'confirmed' ? payment.receipt_number : null;
  const unavailable = offline && !saved;
  return (
    <li>
      <article className={cards.card} aria-labelledby={`${id}-title`}>
        <div className={cards.head}>
          <h3 id={`${id}-title`} className={cards.title}>
            {formatRupees(payment.amount_paise)} on {formatDay(payment.paid_on)}
          </h3>
          <PaymentStatusBadge status={payment.status} />
        </div>
        <p className={cards.muted}>
          {paymentModeNames[payment.mode]}
          {payment.reference && ` · ${payment.reference}`}
          {payment.invoice_number && ` · for ${payment.invoice_number}`}
        </p>
        {payment.status === 'rejected' && payment.reject_reason && (
          <p>Rejected: {payment.reject_reason}</p>
        )}
        {payment.settled.length > 0 && (
          <p className={cards.muted}>
            Settled{' '}
            {payment.settled
              .map((part) => `${part.invoice_number} (${formatRupees(part.amount_paise)})`)
              .join(', ')}
          </p>
        )}
        {receipt && (
          <div className={cards.actions}>
            <Button
              variant="secondary"
              disabled={unavailable}
              aria-describedby={unavailable ? `${id}-offline` : undefined}
              onClick={onReceipt}
            >
              <span>
                <KeepWhole text={`Receipt ${receipt}`} whole={receipt} />
              </span>
            </Button>
          </div>
        )}
        {receipt && saved && (
          <p className={cards.muted}>Saved on this phone for offline reading.</p>
        )}
        {receipt && unavailable && <Notice id={`${id}-offline`}>{receiptNeedsConnection}</Notice>}
      </article>
    </li>
  );
}

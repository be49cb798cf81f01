/**
 * One payment to check (issue 33), for "Needs you" and the RWA's dues page alike: how much,
 * from which flat, how and with what reference, and Confirm (only once the money is in the
 * bank) or Reject with a reason the resident is told. The answer stays in the card.
 */
import { useState } from 'react';
import { formatRupees } from '../../../contract/dues/money';
import { paymentModeNames, type Payment } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { usePaymentCheck } from '../../api/dues';
import { formatDay } from '../../lib/format-date';
import { waitingFor } from '../../lib/format-request';
import { Banner } from '../banner';
import { Button } from '../button';
import { KeepWhole } from '../keep-whole';
import { MovePrompt } from '../move-prompt';
import cards from '../request-card.module.css';
import { PaymentStatusBadge } from './status-badges';
import type { CheckOutcome } from './use-payment-checks';

interface PaymentCheckCardProps {
  payment: Payment;
  now: number;
  outcome?: CheckOutcome;
  /** Checks are online-only: offline the buttons are disabled and point at the reason. */
  disabledReasonId?: string;
  onAnswered: (payment: Payment, outcome: CheckOutcome) => void;
}

export function paymentName(payment: Payment): string {
  const how = paymentModeNames[payment.mode];
  return `${formatRupees(payment.amount_paise)} from ${payment.apartment} by ${how}`;
}

export function PaymentCheckCard(props: PaymentCheckCardProps) {
  const { payment, now, outcome, disabledReasonId, onAnswered } = props;
  const check = usePaymentCheck();
  const [asking, setAsking] = useState<'confirm' | 'reject' | null>(null);
  const [promptError, setPromptError] = useState<string>();
  const titleId = `payment-check-${payment.id}`;
  const name = paymentName(payment);
  const open = payment.status === 'pending_verification' && !outcome?.ok;

  const send = (reason: string) => {
    if (!asking) return;
    setPromptError(undefined);
    const verdict = asking;
    check.mutate(
      verdict === 'confirm' ? { id: payment.id, verdict } : { id: payment.id, verdict, reason },
      {
        onSuccess: (answered) => {
          setAsking(null);
          onAnswered(answered, {
            ok: true,
            receipt: answered.receipt_number ?? undefined,
            message:
              verdict === 'confirm'
                ? messages.paymentConfirmed(answered.receipt_number ?? '', answered.apartment)
                : messages.paymentRejected(answered.apartment),
          });
        },
        onError: (error) =>
          setPromptError(
            errorMessage(
              error,
              verdict === 'confirm' ? messages.paymentConfirmFailed : messages.paymentRejectFailed,
            ),
          ),
      },
    );
  };

  return (
    <li>
      <article className={cards.card} aria-labelledby={titleId}>
        <div className={cards.head}>
          <h3 id={titleId} className={cards.title}>
            {payment.apartment}: {formatRupees(payment.amount_paise)}
          </h3>
          <PaymentStatusBadge status={payment.status} />
        </div>
        <p>
          {paymentModeNames[payment.mode]}
          {payment.reference && ` · ${payment.reference}`} · paid {formatDay(payment.paid_on)}
        </p>
        <p className={cards.muted}>
          {payment.payer_name}
          {payment.invoice_number ? `, for ${payment.invoice_number}` : ', at the desk'}
        </p>
        {open && <p className={cards.waiting}>{waitingFor(payment.created_at, now)}</p>}
        {outcome && (
          <Banner tone={outcome.ok ? 'success' : 'error'}>
            <KeepWhole text={outcome.message} whole={outcome.receipt ?? ''} />
          </Banner>
        )}
        {open && (
          <div className={cards.actions}>
            <Button
              aria-label={`Confirm ${name}`}
              disabled={disabledReasonId !== undefined || check.isPending}
              aria-describedby={disabledReasonId}
              onClick={() => setAsking('confirm')}
            >
              Confirm
            </Button>{' '}
            <Button
              variant="danger"
              aria-label={`Reject ${name}`}
              disabled={disabledReasonId !== undefined || check.isPending}
              aria-describedby={disabledReasonId}
              onClick={() => setAsking('reject')}
            >
              Reject
            </Button>
          </div>
        )}
      </article>
      <MovePrompt
        open={asking !== null}
        title={asking === 'confirm' ? 'Confirm this payment?' : 'Reject this payment?'}
        message={
          <p>
            {name}
            {payment.reference && `, reference ${payment.reference}`}.{' '}
            {asking === 'confirm'
              ? 'Confirm only once the money is in the estate’s bank account: a receipt is issued at once.'
              : 'No money is recorded; the resident is told your reason.'}
          </p>
        }
        field={asking === 'reject' ? 'reason' : undefined}
        reasonRequired={messages.rejectReasonRequired}
        confirmLabel={asking === 'confirm' ? 'Confirm payment' : 'Reject payment'}
        danger={asking === 'reject'}
        busy={check.isPending}
        error={promptError}
        onSubmit={send}
        onCancel={() => setAsking(null)}
      />
    </li>
  );
}

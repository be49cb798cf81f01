/**
 * "Reverse" on a confirmed payment (issue 33: a bounced cheque, the wrong flat), asked for with
 * a required reason the household is told. The reversal is a new ledger entry; the payment then
 * reads "Reversed" in the refreshed list, and what happened stays by the button's place.
 */
import { useState } from 'react';
import type { Payment } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { paymentName } from '../../ui/dues/payment-check-card';
import { MovePrompt } from '../../ui/move-prompt';
import { useReversePayment } from './use-dues-collection';

export function ReversePayment({ payment, online }: { payment: Payment; online: boolean }) {
  const reverse = useReversePayment();
  const [asking, setAsking] = useState(false);
  const [promptError, setPromptError] = useState<string>();
  const [done, setDone] = useState<string>();
  const name = paymentName(payment);

  const send = (reason: string) => {
    setPromptError(undefined);
    reverse.mutate(
      { id: payment.id, reason },
      {
        onSuccess: (reversed) => {
          setAsking(false);
          setDone(messages.paymentReversed(reversed.apartment));
        },
        onError: (error) => setPromptError(errorMessage(error, messages.paymentReverseFailed)),
      },
    );
  };

  return (
    <>
      {payment.status === 'confirmed' && (
        <Button
          variant="danger"
          aria-label={`Reverse ${name}`}
          disabled={!online || reverse.isPending}
          onClick={() => setAsking(true)}
        >
          Reverse
        </Button>
      )}
      {done && <Banner tone="success">{done}</Banner>}
      <MovePrompt
        open={asking}
        title="Reverse this payment?"
        message={
          <p>
            {name}
            {payment.receipt_number && `, receipt ${payment.receipt_number}`}. Its invoices are open
            again and the household is told your reason.
          </p>
        }
        field="reason"
        reasonRequired={messages.reverseReasonRequired}
        confirmLabel="Reverse payment"
        danger
        busy={reverse.isPending}
        error={promptError}
        onSubmit={send}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

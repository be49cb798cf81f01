/**
 * Payments to check as a list that keeps each answer in view: a payment confirmed or rejected
 * here stays in its place (oldest first), with what became of it, after the refreshed list has
 * dropped it for no longer pending. Without this the result would vanish with its card.
 */
import { useState } from 'react';
import type { Payment } from '../../../contract/dues/payments';

export interface CheckOutcome {
  ok: boolean;
  /** What happened (the receipt's number), or the server's reason for refusing. */
  message: string;
  /** The receipt's number in `message`, kept whole on one line. */
  receipt?: string;
}

export interface CheckedPayment {
  payment: Payment;
  outcome?: CheckOutcome;
}

const oldestFirst = (a: CheckedPayment, b: CheckedPayment) =>
  a.payment.created_at.localeCompare(b.payment.created_at) ||
  a.payment.id.localeCompare(b.payment.id);

export function usePaymentChecks(pending: readonly Payment[] | undefined) {
  const [answered, setAnswered] = useState<ReadonlyMap<string, CheckedPayment>>(new Map());
  const done = [...answered.values()].filter((entry) => entry.outcome?.ok);
  const doneIds = new Set(done.map((entry) => entry.payment.id));
  const waiting: CheckedPayment[] = (pending ?? [])
    .filter((payment) => !doneIds.has(payment.id))
    .map((payment) => ({ payment, outcome: answered.get(payment.id)?.outcome }));
  const shown = [...waiting, ...done].sort(oldestFirst);

  const record = (payment: Payment, outcome: CheckOutcome) =>
    setAnswered((previous) => new Map(previous).set(payment.id, { payment, outcome }));

  /** `waiting`: still to be answered, what "Needs you" counts. */
  return { shown, record, waiting: waiting.length };
}

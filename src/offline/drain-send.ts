/**
 * Sending one record: claim it (`sending`, attempt counted) before the request, classify the
 * answer with the pure policy, write the outcome after. Each write checks the status it expects,
 * so a record discarded, edited or recovered meanwhile is never overwritten.
 */
import { db, type OutboxRecord, type OutboxStatus } from './db';
import type { Transport } from './transport';
import { failureMessageOf, type OutboxKind } from './outbox-kinds';
import { classifyOutcome, type SendOutcome, type Transition } from './outbox-policy';
import { buildOutboxRequest } from './outbox-request';
import { messages } from '../../contract/messages';

export interface DrainOptions {
  transport: Transport;
  /** A fresh token for this user, or null (the record then waits for sign-in: `needsAuth`). */
  getToken: (userId: string) => string | null | Promise<string | null>;
  /**
   * `wait` leaves a record without a token pending instead of `needsAuth`: for the worker,
   * whose copy of the session may lag the app's; only the app knows the user signed out.
   */
  withoutToken?: 'needsAuth' | 'wait';
  now?: () => number;
  random?: () => number;
  /** Without an origin-wide lock, a `sending` record this old is taken for a crashed send. */
  staleSendingMs?: number;
}

export interface DrainSummary {
  /** False when another drainer held the lock and this call did nothing. */
  ran: boolean;
  sent: number;
  retried: number;
  rejected: number;
  needsAuth: number;
  expired: number;
  /** `sending` records of a crashed drainer put back in the queue. */
  recovered: number;
  /** Due records left waiting behind an earlier unsent record of the same entity. */
  blocked: number;
  /** Records of a kind this context has not registered (left for a context that has). */
  unknownKind: number;
  /** Records left pending because this context had no token for their user (`wait`). */
  withoutToken: number;
  /** HTTP answers received (any status): the server is reachable. */
  responses: number;
  /** The pass stopped at a network failure: the rest would have failed too. */
  stoppedOffline: boolean;
}

export function emptySummary(ran: boolean): DrainSummary {
  return {
    ran,
    sent: 0,
    retried: 0,
    rejected: 0,
    needsAuth: 0,
    expired: 0,
    recovered: 0,
    blocked: 0,
    unknownKind: 0,
    withoutToken: 0,
    responses: 0,
    stoppedOffline: false,
  };
}

/** Writes a transition if the record is still in `expected`; false when it changed meanwhile. */
export async function writeTransition(
  id: string,
  expected: OutboxStatus,
  transition: Transition,
  now: number,
): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(id);
    if (current?.status !== expected) return false;
    await db.outbox.update(id, { lastError: undefined, ...transition, updatedAt: now });
    return true;
  });
}

/** Sends one due record; returns the status it ended in (undefined if someone else took it). */
export async function sendRecord(
  record: OutboxRecord,
  kind: OutboxKind,
  payload: unknown,
  options: DrainOptions,
  summary: DrainSummary,
): Promise<OutboxStatus | undefined> {
  const now = options.now ?? Date.now;
  const failureMessage = failureMessageOf(kind);
  const settle = async (transition: Transition, expected: OutboxStatus) => {
    if (!(await writeTransition(record.id, expected, transition, now()))) return undefined;
    count(summary, transition);
    return transition.status;
  };

  const token = await options.getToken(record.userId);
  if (!token && options.withoutToken === 'wait') {
    summary.withoutToken += 1;
    return 'pending';
  }
  if (!token) return settle({ status: 'needsAuth', lastError: messages.signInRequired }, 'pending');

  const claimed = await claim(record.id, now());
  if (!claimed) return undefined;

  let outcome: SendOutcome;
  try {
    const request = buildOutboxRequest(claimed, kind, payload, token);
    try {
      const response = await options.transport(request);
      summary.responses += 1;
      outcome = {
        type: 'response',
        status: response.status,
        body: response.body,
        retryAfter: response.headers.get('Retry-After'),
      };
    } catch {
      outcome = { type: 'networkError' };
    }
  } catch {
    // The payload cannot even be turned into a request: show it to the user, never loop on it.
    return settle({ status: 'rejected', lastError: failureMessage }, 'sending');
  }

  const transition = classifyOutcome(outcome, {
    now: now(),
    random: options.random ?? Math.random,
    attempts: claimed.attempts,
    failureMessage,
  });
  const status = await settle(transition, 'sending');
  if (outcome.type === 'networkError') summary.stoppedOffline = true;
  if (status === 'sent' && transition.status === 'sent') {
    const sent: OutboxRecord = { ...claimed, ...transition };
    // Not awaited: a slow refresh must not hold the drain lock.
    void Promise.resolve()
      .then(() => kind.onSent?.(transition.serverResult, sent))
      .catch(() => undefined);
  }
  return status;
}

async function claim(id: string, now: number): Promise<OutboxRecord | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(id);
    if (fresh?.status !== 'pending') return undefined;
    const claimed: OutboxRecord = {
      ...fresh,
      status: 'sending',
      attempts: fresh.attempts + 1,
      updatedAt: now,
    };
    await db.outbox.put(claimed);
    return claimed;
  });
}

function count(summary: DrainSummary, transition: Transition): void {
  if (transition.status === 'pending') summary.retried += 1;
  else summary[transition.status] += 1;
}

/**
 * "This didn't answer my question" (issue 37): the question is written to the outbox, online or
 * not, and the drainer sends it once. The page waits for the answer while it is online, and says
 * the question is saved on the phone while it is not (or the first try found no signal), then
 * that it was sent once it was.
 */
import { messages } from '../../../contract/messages';
import {
  ASSISTANT_HANDOVER_KIND,
  registerOutboxKinds,
  type AssistantHandoverPayload,
} from '../../offline/kinds';
import { outboxLabels } from '../../offline/labels';
import { enqueue } from '../../offline/outbox';
import { OUTCOME_WAIT_MS, settledOrTried, settledRecord } from '../../offline/outbox-outcome';
import { notifyEnqueued } from '../../offline/triggers';

// Idempotent; the app registers at start too, but this page must work however it is reached.
registerOutboxKinds();

/** Long enough for a phone to find a signal again; the page is usually left before. */
const WAIT_FOR_SIGNAL_MS = 24 * 60 * 60 * 1000;

export interface HandoverOutcome {
  ok: boolean;
  message: string;
}

/**
 * Queues `question` for the office and reports each outcome as it comes: at most a
 * "saved on this phone" first, then what the server said.
 */
export async function handOver(
  question: string,
  userId: string,
  online: boolean,
  tell: (outcome: HandoverOutcome) => void,
): Promise<void> {
  const payload: AssistantHandoverPayload = { question };
  const id = await enqueue(ASSISTANT_HANDOVER_KIND, payload, { userId });
  notifyEnqueued();
  // The page's signal can say online a while after the link went (an answer from the cache):
  // a first try that got no answer says the same as the signal would.
  let record = online ? await settledRecord(id, OUTCOME_WAIT_MS, settledOrTried) : undefined;
  if (!online || record?.status === 'pending' || record?.status === 'sending') {
    tell({ ok: true, message: outboxLabels.pending });
    record = await settledRecord(id, WAIT_FOR_SIGNAL_MS);
  }
  if (record?.status === 'sent') tell({ ok: true, message: messages.assistantHandedOver });
  else if (record?.status === 'needsAuth') tell({ ok: false, message: outboxLabels.needsAuth });
  else if (record && record.status !== 'pending' && record.status !== 'sending')
    tell({ ok: false, message: record.lastError ?? messages.assistantHandoverFailed });
}

/**
 * "This didn't answer my question" goes through the outbox (issue 37, DESIGN.md §5): asking Ask
 * RWA needs a connection, but sending the question on to the RWA office does not; the phone
 * sends it once when it can, the record id being the Idempotency-Key, so it is one ticket.
 * Worker-safe: contract and src/offline only.
 */
import { handOverQuestion } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import type { OutboxKind } from '../outbox-kinds';

export const ASSISTANT_HANDOVER_KIND = 'assistantHandover';

export interface AssistantHandoverPayload {
  question: string;
}

export const assistantHandoverKind: OutboxKind<AssistantHandoverPayload> = {
  kind: ASSISTANT_HANDOVER_KIND,
  endpoint: handOverQuestion,
  toRequest: ({ question }) => ({ body: { question } }),
  // No expiry and no entity key: each question stands alone, and is still worth asking later.
  failure: messages.assistantHandoverFailed,
};

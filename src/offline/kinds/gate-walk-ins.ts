/**
 * Walk-in visitors go through the outbox (issue 17, DESIGN.md §5): the guard records the
 * visitor (photo included, as the record's attachment) and, when nobody answers in the app or
 * the gate has no network, what the flat said on the phone. Both share the walk-in's entity key,
 * so the answer is never sent before the walk-in it answers. Worker-safe: contract and
 * src/offline only.
 */
import {
  recordPhoneDecision,
  recordWalkIn,
  type WalkInDecision,
  type WalkInFields,
} from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { visitKey } from './gate-entries';
import type { OutboxKind } from '../outbox-kinds';

export const GATE_WALK_IN_KIND = 'gateWalkIn';
export const GATE_PHONE_DECISION_KIND = 'gatePhoneDecision';

/** The multipart field the visitor's photo travels in (the contract's `upload.field`). */
export const GATE_WALK_IN_PHOTO_FIELD = recordWalkIn.upload.field;

/**
 * A walk-in, its answer by phone and the check-out of the visit an approval opens (which takes
 * the walk-in's id) share one key: they are sent in that order, whenever the network returns.
 */
export function walkInKey(walkInId: string): string {
  return visitKey(walkInId);
}

export interface GateWalkInPayload {
  walk_in: WalkInFields;
}

export interface GatePhoneDecisionPayload {
  walk_in_id: string;
  decision: WalkInDecision;
  resident: string;
  at: string;
}

export const gateWalkInKind: OutboxKind<GateWalkInPayload> = {
  kind: GATE_WALK_IN_KIND,
  endpoint: recordWalkIn,
  toRequest: (payload) => ({ multipart: { walk_in: JSON.stringify(payload.walk_in) } }),
  entityKey: (payload) => walkInKey(payload.walk_in.id),
  failure: messages.walkInFailed,
};

export const gatePhoneDecisionKind: OutboxKind<GatePhoneDecisionPayload> = {
  kind: GATE_PHONE_DECISION_KIND,
  endpoint: recordPhoneDecision,
  toRequest: ({ walk_in_id, ...body }) => ({ params: { id: walk_in_id }, body }),
  entityKey: (payload) => walkInKey(payload.walk_in_id),
  failure: messages.walkInDecisionFailed,
};

/**
 * The gate's entries go through the outbox (issue 17, DESIGN.md §5): a guard in a booth with no
 * signal lets a visitor in on the desk's own judgement, and the server gets each entry exactly
 * once later (the record id is its Idempotency-Key), with the time it really happened. A visit's
 * check-out shares its check-in's entity key, so it is never sent before the visit exists.
 * Worker-safe: contract and src/offline only.
 */
import { checkIn, checkOut, type CheckInFields } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import type { Visit } from '../../../contract/gate/visitors';
import type { OutboxKind } from '../outbox-kinds';

export const GATE_CHECK_IN_KIND = 'gateCheckIn';
export const GATE_CHECK_OUT_KIND = 'gateCheckOut';

/** One key per visit: its check-in, then its check-out, in that order. */
export function visitKey(visitId: string): string {
  return `visit:${visitId}`;
}

/**
 * What the desk showed for the entry. Never sent (the body is strict): the desk's own lists
 * ("Inside now") need the name and flat while the entry waits for the network.
 */
export interface GateShown {
  name: string;
  apartment: string;
  kind: Visit['kind'];
}

export interface GateCheckInPayload {
  body: CheckInFields;
  shown: GateShown;
}

export type GateCheckOutPayload = { visit_id: string; at: string };

export const gateCheckInKind: OutboxKind<GateCheckInPayload> = {
  kind: GATE_CHECK_IN_KIND,
  endpoint: checkIn,
  toRequest: (payload) => ({ body: payload.body }),
  entityKey: (payload) => visitKey(payload.body.visit_id),
  // No expiry: an entry is a fact, however late the network comes back.
  failure: messages.checkInFailed,
};

export const gateCheckOutKind: OutboxKind<GateCheckOutPayload> = {
  kind: GATE_CHECK_OUT_KIND,
  endpoint: checkOut,
  toRequest: (payload) => ({ body: payload }),
  entityKey: (payload) => visitKey(payload.visit_id),
  failure: messages.checkOutFailed,
};

/**
 * The desk's writes. Entries, exits, walk-ins and phone answers go through the outbox (written on
 * the device first, sent when it can be, each once); only a code the saved list does not know is
 * asked of the server directly, because then the server is the judge and the guard waits for it.
 */
import { checkIn, type WalkInDecision, type WalkInFields } from '../../../contract/gate/desk';
import { callApi } from '../../api/client';
import { newId } from '../../offline/ids';
import {
  GATE_CHECK_IN_KIND,
  GATE_CHECK_OUT_KIND,
  GATE_PHONE_DECISION_KIND,
  GATE_WALK_IN_KIND,
  GATE_WALK_IN_PHOTO_FIELD,
  registerOutboxKinds,
  type GateCheckInPayload,
  type GateCheckOutPayload,
  type GatePhoneDecisionPayload,
  type GateWalkInPayload,
} from '../../offline/kinds';
import { enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';
import type { Admission } from './judge-entry';

// Idempotent; the app registers at start too, but the desk must work however it is reached.
registerOutboxKinds();

export interface EntryContext {
  userId: string;
  gate: string;
  /** Whether the server could be asked when the guard tapped. */
  online: boolean;
  now: Date;
}

/**
 * The check-in of an admitted pass. The guard has seen "Let in ✓" and the visitor is through the
 * gate, so the entry is a fact however stale the saved list was, online or not: the server
 * records it whatever it finds and flags what is wrong (a pass revoked or used at another gate
 * since the last refresh), rather than refusing it and losing the entry.
 */
export function checkInPayload(
  admission: Admission,
  people: number,
  context: Pick<EntryContext, 'gate' | 'now'>,
): GateCheckInPayload {
  return {
    body: {
      visit_id: newId(),
      pass_id: admission.passId,
      gate: context.gate,
      people,
      at: context.now.toISOString(),
      recorded_offline: true,
    },
    shown: {
      name: admission.name ?? 'Visitor',
      apartment: admission.apartment,
      kind: admission.kind,
    },
  };
}

export async function queueCheckIn(payload: GateCheckInPayload, userId: string): Promise<void> {
  await enqueue(GATE_CHECK_IN_KIND, payload, { userId });
  notifyEnqueued();
}

export async function queueCheckOut(visitId: string, userId: string, now: Date): Promise<void> {
  const payload: GateCheckOutPayload = { visit_id: visitId, at: now.toISOString() };
  await enqueue(GATE_CHECK_OUT_KIND, payload, { userId });
  notifyEnqueued();
}

/** A code the saved list does not know, judged by the server; answers the visit let in. */
export async function askServer(code: string, context: EntryContext) {
  const { visit } = await callApi(checkIn, {
    body: { visit_id: newId(), code, gate: context.gate, at: context.now.toISOString() },
    idempotencyKey: newId(),
  });
  return visit;
}

export async function queueWalkIn(
  fields: Omit<WalkInFields, 'id' | 'gate' | 'at'>,
  photo: Blob | undefined,
  context: Omit<EntryContext, 'online'>,
): Promise<string> {
  const id = newId();
  const payload: GateWalkInPayload = {
    walk_in: { ...fields, id, gate: context.gate, at: context.now.toISOString() },
  };
  const attachments = photo
    ? [
        {
          field: GATE_WALK_IN_PHOTO_FIELD,
          name: 'visitor.jpg',
          type: photo.type || 'image/jpeg',
          bytes: await photo.arrayBuffer(),
        },
      ]
    : [];
  await enqueue(GATE_WALK_IN_KIND, payload, { userId: context.userId, attachments });
  notifyEnqueued();
  return id;
}

export async function queuePhoneDecision(
  walkInId: string,
  decision: WalkInDecision,
  resident: string,
  context: Pick<EntryContext, 'userId' | 'now'>,
): Promise<void> {
  const payload: GatePhoneDecisionPayload = {
    walk_in_id: walkInId,
    decision,
    resident,
    at: context.now.toISOString(),
  };
  await enqueue(GATE_PHONE_DECISION_KIND, payload, { userId: context.userId });
  notifyEnqueued();
}

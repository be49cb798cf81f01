/**
 * Where each walk-in of this shift stands (pure): waiting, or answered — in the app by a
 * resident (the server's answer, polled) or on the phone (recorded at this desk). An approval
 * lets the visitor in, so it is also a candidate for "Inside now".
 */
import type { WalkIn, WalkInDecision, WalkInFields } from '../../../contract/gate/desk';
import type { OutboxRecord } from '../../offline/db';
import {
  GATE_PHONE_DECISION_KIND,
  GATE_WALK_IN_KIND,
  type GatePhoneDecisionPayload,
  type GateWalkInPayload,
} from '../../offline/kinds';
import type { InsideCandidate } from './shift-entries';

/** How long the desk waits for an answer in the app before it offers to call the flat. */
export const WALK_IN_ANSWER_MS = 60_000;

export interface WalkInAnswer {
  decision: WalkInDecision;
  by: string;
  via: 'app' | 'phone';
  visitId: string | null;
  /** Device time the server had the answer; Infinity while it waits on this device. */
  serverKnewAt: number;
}

export interface WalkInView {
  id: string;
  fields: WalkInFields;
  record: OutboxRecord;
  answer: WalkInAnswer | undefined;
}

/** The server's copy of a walk-in as last polled, and when. */
export interface PolledWalkIn {
  walkIn: WalkIn;
  at: number;
}

function serverAnswer(polled: PolledWalkIn | undefined): WalkInAnswer | undefined {
  const walkIn = polled?.walkIn;
  if (!walkIn || walkIn.status === 'waiting') return undefined;
  return {
    decision: walkIn.status,
    by: walkIn.decided_by,
    via: walkIn.decided_via === 'phone' ? 'phone' : 'app',
    visitId: walkIn.visit_id,
    serverKnewAt: polled.at,
  };
}

function phoneAnswer(record: OutboxRecord): WalkInAnswer {
  const payload = record.payload as GatePhoneDecisionPayload;
  const result = record.serverResult as Partial<WalkIn> | undefined;
  const sent = record.status === 'sent';
  return {
    decision: payload.decision,
    by: payload.resident,
    via: 'phone',
    visitId: result?.visit_id ?? null,
    serverKnewAt: sent ? (record.sentAt ?? record.updatedAt) : Infinity,
  };
}

export function walkInViews(
  records: readonly OutboxRecord[],
  polled: ReadonlyMap<string, PolledWalkIn>,
): WalkInView[] {
  const phone = new Map<string, OutboxRecord>();
  for (const record of records) {
    if (record.kind !== GATE_PHONE_DECISION_KIND || record.status === 'rejected') continue;
    phone.set((record.payload as GatePhoneDecisionPayload).walk_in_id, record);
  }
  return records
    .filter((record) => record.kind === GATE_WALK_IN_KIND)
    .map((record) => {
      const fields = (record.payload as GateWalkInPayload).walk_in;
      const answeredByPhone = phone.get(fields.id);
      // The server's answer wins: a phone answer after the app's is refused there (409).
      const answer =
        serverAnswer(polled.get(fields.id)) ??
        (answeredByPhone ? phoneAnswer(answeredByPhone) : undefined);
      return { id: fields.id, fields, record, answer };
    });
}

/** Approved walk-ins are inside: candidates for the list, as check-ins are. */
export function walkInCandidates(views: readonly WalkInView[]): InsideCandidate[] {
  return views.flatMap((view) => {
    const { answer, fields } = view;
    if (answer?.decision !== 'approved') return [];
    return [
      {
        walkInId: view.id,
        serverKnewAt: answer.serverKnewAt,
        row: {
          // An approval's visit takes the walk-in's id (the server's, and the desk's before it).
          visitId: answer.visitId ?? view.id,
          key: `walk-in:${view.id}`,
          name: fields.name,
          apartment: fields.apartment,
          kind: 'walk_in' as const,
          people: 1,
          since: fields.at ?? new Date(view.record.createdAt).toISOString(),
          waiting: answer.serverKnewAt === Infinity,
        },
      },
    ];
  });
}

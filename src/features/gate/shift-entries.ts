/**
 * What the desk's own records mean (pure): which one-time passes it let in, which visits it let
 * out, and who is inside now — the saved list's visits, plus entries the server has not heard
 * of (or had not when the list was saved), less those this desk checked out.
 */
import type { DeskSnapshot } from '../../../contract/gate/desk';
import type { Visit } from '../../../contract/gate/visitors';
import type { OutboxRecord } from '../../offline/db';
import {
  GATE_CHECK_IN_KIND,
  GATE_CHECK_OUT_KIND,
  GATE_STANDING_ENTRY_KIND,
  type GateCheckInPayload,
  type GateCheckOutPayload,
} from '../../offline/kinds';

export interface InsideRow {
  visitId: string;
  key: string;
  /** The pass they came in by; undefined for a walk-in. */
  passId?: string;
  name: string;
  apartment: string;
  kind: Visit['kind'];
  people: number;
  /** ISO instant of the entry. */
  since: string;
  /** Not on the server yet: it waits on this device. */
  waiting: boolean;
}

/** An entry the saved list may not show yet, and from when the server knew of it. */
export interface InsideCandidate {
  row: InsideRow;
  walkInId?: string;
  /** Device time the server had it; Infinity while it has not. */
  serverKnewAt: number;
}

/** Refused records count for nothing: the server did not take them. */
const counts = (record: OutboxRecord) => record.status !== 'rejected';

/** Entries by pass, and under a standing approval (the same payload's shape, no pass). */
const ENTRY_KINDS = [GATE_CHECK_IN_KIND, GATE_STANDING_ENTRY_KIND];

function checkIns(records: readonly OutboxRecord[]) {
  return records.filter((record) => ENTRY_KINDS.includes(record.kind) && counts(record));
}

/** One-time passes let in here this shift: pass id → the entry's time. */
export function enteredHere(records: readonly OutboxRecord[]): Map<string, string> {
  const entered = new Map<string, string>();
  for (const record of checkIns(records)) {
    const { body } = record.payload as GateCheckInPayload;
    const at = body.at ?? new Date(record.createdAt).toISOString();
    if (body.pass_id && !entered.has(body.pass_id)) entered.set(body.pass_id, at);
  }
  return entered;
}

/** Visits this desk let out (sent or waiting). */
export function checkedOutHere(records: readonly OutboxRecord[]): Set<string> {
  const out = new Set<string>();
  for (const record of records) {
    if (record.kind === GATE_CHECK_OUT_KIND && counts(record)) {
      out.add((record.payload as GateCheckOutPayload).visit_id);
    }
  }
  return out;
}

/** The check-ins of this desk as candidates for "Inside now". */
export function checkInCandidates(records: readonly OutboxRecord[]): InsideCandidate[] {
  return checkIns(records).map((record) => {
    const { body, shown } = record.payload as GateCheckInPayload;
    const sent = record.status === 'sent';
    return {
      row: {
        visitId: body.visit_id,
        key: body.visit_id,
        ...(body.pass_id ? { passId: body.pass_id } : {}),
        ...shown,
        people: body.people ?? 1,
        since: body.at ?? new Date(record.createdAt).toISOString(),
        waiting: !sent,
      },
      serverKnewAt: sent ? (record.sentAt ?? record.updatedAt) : Infinity,
    };
  });
}

export function rowOfVisit(visit: Visit): InsideRow {
  const { id, name, apartment, kind, people, checked_in_at } = visit;
  return {
    visitId: id,
    key: id,
    ...(visit.pass_id ? { passId: visit.pass_id } : {}),
    name,
    apartment,
    kind,
    people,
    since: checked_in_at,
    waiting: false,
  };
}

/**
 * Who is inside: the saved list's visits, and each candidate the list cannot yet show (it was
 * saved before the server knew of the entry). A list saved after the server knew is believed:
 * a visit missing from it has left by another gate.
 */
export function insideNow(
  snapshot: Pick<DeskSnapshot, 'inside'> | undefined,
  refreshedAt: number | undefined,
  checkedOut: ReadonlySet<string>,
  candidates: readonly InsideCandidate[],
): InsideRow[] {
  const listed = (snapshot?.inside ?? []).filter((visit) => visit.checked_out_at === null);
  const visitIds = new Set(listed.map((visit) => visit.id));
  const walkInIds = new Set(listed.map((visit) => visit.walk_in_id).filter(Boolean));
  const rows = listed.map(rowOfVisit);
  for (const candidate of candidates) {
    const { visitId } = candidate.row;
    if (visitIds.has(visitId)) continue;
    if (candidate.walkInId !== undefined && walkInIds.has(candidate.walkInId)) continue;
    if (refreshedAt !== undefined && refreshedAt > candidate.serverKnewAt) continue;
    rows.push(candidate.row);
  }
  return rows
    .filter((row) => !checkedOut.has(row.visitId))
    .sort((a, b) => Date.parse(b.since) - Date.parse(a.since));
}

/**
 * Overstay (issue 34): a visitor still inside past their pass's end plus the RWA's grace. The desk
 * gets each inside visitor's due-out time with its list, so it flags an overstay on its own clock
 * even offline; and a watch that every instance runs (overstay-job.ts) tells the flat once: rows
 * are claimed with FOR UPDATE SKIP LOCKED and marked told in the transaction of their notice.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { overstayDueAt } from '../../../contract/gate/overstay';
import { passKindLabels, type PassKind } from '../../../contract/gate/visitors';
import type { Database } from '../../platform/db/schema';
import { notify } from '../notices';
import { INSIDE_DAYS } from './gate-day';
import { indiaLabel } from './pass-rules';
import type { VisitRow } from './visitor-views';

/** Visits looked at per run: a backlog (the watch was down) is finished by the next runs. */
const BATCH = 500;

export async function overstayGrace(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('gate_settings')
    .select('overstay_grace_minutes')
    .executeTakeFirst();
  return row?.overstay_grace_minutes ?? 0;
}

/** Visit id → when that visitor should be out (ISO), for the inside visitors who came by pass. */
export async function dueOutTimes(
  db: Kysely<Database>,
  inside: readonly Pick<VisitRow, 'id' | 'pass_id' | 'checked_in_at'>[],
): Promise<Record<string, string>> {
  const passIds = [...new Set(inside.flatMap((visit) => (visit.pass_id ? [visit.pass_id] : [])))];
  if (passIds.length === 0) return {};
  const grace = await overstayGrace(db);
  const passes = await db
    .selectFrom('passes')
    .select(['id', 'kind', 'valid_until'])
    .where('id', 'in', passIds)
    .execute();
  const byId = new Map(passes.map((pass) => [pass.id, pass]));
  const due: Record<string, string> = {};
  for (const visit of inside) {
    const pass = visit.pass_id ? byId.get(visit.pass_id) : undefined;
    if (pass) due[visit.id] = overstayDueAt(pass, visit.checked_in_at, grace).toISOString();
  }
  return due;
}

interface Candidate {
  id: string;
  name: string;
  apartment: string;
  gate: string;
  checked_in_at: Date;
  kind: PassKind;
  valid_until: Date;
}

async function tellBatch(tx: Kysely<Database>, now: Date): Promise<number> {
  const grace = await overstayGrace(tx);
  const since = new Date(now.getTime() - INSIDE_DAYS * 86_400_000);
  // A one-time pass is due at its end plus the grace; daily help at the end of that day's
  // hours, which only overstayDueAt works out, so every open daily help visit is looked at.
  const { rows } = await sql<Candidate>`
    SELECT v.id, v.name, v.apartment, v.gate, v.checked_in_at, p.kind, p.valid_until
    FROM visits v JOIN passes p ON p.id = v.pass_id
    WHERE v.checked_out_at IS NULL AND v.overstay_told_at IS NULL AND v.checked_in_at > ${since}
      AND (p.kind = 'daily_help' OR p.valid_until + ${grace}::int * interval '1 minute' <= ${now})
    ORDER BY v.checked_in_at
    LIMIT ${BATCH}
    FOR UPDATE OF v SKIP LOCKED`.execute(tx);
  const overstayed = rows.filter(
    (visit) => overstayDueAt(visit, visit.checked_in_at, grace) <= now,
  );
  for (const visit of overstayed) {
    await tx
      .updateTable('visits')
      .set({ overstay_told_at: now })
      .where('id', '=', visit.id)
      .execute();
    const end = overstayDueAt(visit, visit.checked_in_at, 0);
    await notify(
      tx,
      { household: visit.apartment },
      {
        kind: 'visitor_overstay',
        category: 'visitors',
        title: `${visit.name} is still inside`,
        body: `${passKindLabels[visit.kind]} pass ended at ${indiaLabel(end, now)}; came in by ${visit.gate} at ${indiaLabel(visit.checked_in_at, now)}.`,
        url: '/visitors',
        tag: `visit-${visit.id}`,
        push: { urgency: 'normal', ttlSeconds: 3_600 },
      },
      now,
    );
  }
  return overstayed.length;
}

/** Tells each flat once of each visitor who has overstayed; answers how many were told. */
export async function runOverstayWatch(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ told: number }> {
  const told = await db.transaction().execute((tx) => tellBatch(tx, options.now));
  return { told };
}

/**
 * Letting someone in under a standing approval (issue 34). The desk judged it from its saved
 * list, maybe with no network, and the person is through the gate: so the entry is always
 * recorded, against the approval's flat, with what the server finds wrong as flags for the RWA
 * (stopped since the desk's last refresh, or outside its window), as an offline pass entry is.
 * Only an arrival the approval never named (another kind of company, another plate) is refused:
 * the desk never offers one. The visit's id comes from the device, so it is recorded once.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  standingCovers,
  standingOpenAt,
  standingVisitorName,
  type standingEntryFields,
} from '../../../contract/gate/standing';
import type { VisitFlag } from '../../../contract/gate/visitors';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';
import { notify } from '../notices';
import { findVisit } from './check-ins';
import { happenedAt } from './gate-day';
import { tellFlagged } from './gate-notices';
import { indiaLabel } from './pass-rules';
import type { StandingRow } from './standing-views';
import { toVisit } from './visitor-views';
import type { VisitRow } from './visitor-views';

const HOUR = 3_600;

function flagsOf(approval: StandingRow, at: Date): VisitFlag[] {
  const flags: VisitFlag[] = [];
  if (approval.stopped_at && approval.stopped_at <= at) flags.push('revoked');
  if (!standingOpenAt(approval, at)) flags.push('outside_window');
  return flags;
}

/** "Swiggy delivery let in at 13:02", and under which approval, so the flat can stop it. */
async function tellHousehold(
  tx: Kysely<Database>,
  visit: VisitRow,
  approval: StandingRow,
  now: Date,
) {
  await notify(
    tx,
    { household: visit.apartment },
    {
      kind: 'visitor_arrived',
      category: 'visitors',
      title: `${visit.name} let in at ${indiaLabel(visit.checked_in_at, now)}`,
      body:
        `At ${visit.gate}, under your standing approval ` +
        `(${approval.start_time}–${approval.end_time}). Stop it on the Visitors page.`,
      url: '/visitors',
      tag: `visit-${visit.id}`,
      push: { urgency: 'normal', ttlSeconds: HOUR },
    },
    now,
  );
}

async function recordEntry(
  tx: Kysely<Database>,
  body: z.output<typeof standingEntryFields>,
  guard: User,
  now: Date,
): Promise<VisitRow> {
  const earlier = await findVisit(tx, body.visit_id);
  if (earlier) return earlier;
  const approval = await tx
    .selectFrom('standing_approvals')
    .selectAll()
    .where('id', '=', rowId(body.approval_id, messages.standingNotFound))
    .executeTakeFirst();
  if (!approval) throw new HttpError(404, messages.standingNotFound);
  const arrival = { kind: approval.kind, company: body.company, plate: body.plate || undefined };
  if (!standingCovers(approval, arrival)) throw new HttpError(422, messages.standingCompanyKind);
  const at = happenedAt(body.at, now);
  const inserted = await tx
    .insertInto('visits')
    .values({
      id: body.visit_id,
      standing_approval_id: approval.id,
      kind: approval.kind,
      name: standingVisitorName(approval.kind, body.company),
      apartment: approval.apartment,
      gate: body.gate,
      people: body.people ?? 1,
      checked_in_at: at,
      guard_phone: guard.phone_number,
      guard_name: guard.name ?? 'Guard',
      flags: flagsOf(approval, at),
      recorded_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  // Sent twice at once: the other call recorded it (and told everyone).
  if (!inserted) return (await findVisit(tx, body.visit_id)) as VisitRow;
  await tellHousehold(tx, inserted, approval, now);
  await tellFlagged(tx, inserted, now);
  return inserted;
}

export const standingEntryHandlers: HandlersFor<'recordStandingEntry'> = {
  async recordStandingEntry({ app, body, user, transaction }) {
    const now = app.now();
    return transaction(async (tx) => {
      const visit = await recordEntry(tx, body, user, now);
      return { message: messages.letIn, visit: toVisit(visit) };
    });
  },
};

/**
 * Walk-ins (issue 17): a visitor without a pass waits at the gate while the flat's residents are
 * asked. The first answer wins, taken under a lock on the walk-in's row, whether it comes from
 * the app or from a resident the guard called; an approval opens the visit (they are inside).
 */
import type { Kysely, Selectable } from 'kysely';
import type { WalkIn, WalkInDecision } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import type { DecidedVia, WalkInsTable } from './tables';
import { HttpError } from '../../platform/http/http-error';
import { markHouseholdAnswered } from './gate-notices';
import { fileUrl } from '../../platform/files/uploads';

export type WalkInRow = Selectable<WalkInsTable>;

export function toWalkIn(row: WalkInRow): WalkIn {
  // The thumbnail (480 px) is what a phone shows on a card; the original is kept beside it.
  const photo = row.thumbnail_name || row.photo_name;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    purpose: row.purpose,
    apartment: row.apartment,
    gate: row.gate,
    photo_url: photo ? fileUrl(photo) : null,
    status: row.status,
    decided_by: row.decided_by,
    decided_via: row.decided_via,
    decided_at: row.decided_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    guard_name: row.guard_name,
    visit_id: row.visit_id,
  };
}

export function findWalkIn(db: Kysely<Database>, id: string): Promise<WalkInRow | undefined> {
  return db.selectFrom('walk_ins').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface Answer {
  decision: WalkInDecision;
  /** The resident who answered, as the guard or the app names them. */
  by: string;
  via: Exclude<DecidedVia, ''>;
  at: Date;
}

/**
 * Records the first answer for walk-in `id`; `mayAnswer` refuses callers who may not (403).
 * 404 for no such walk-in, 409 when someone answered first or another visit has its id.
 */
export async function answerWalkIn(
  tx: Kysely<Database>,
  id: string,
  answer: Answer,
  mayAnswer: (row: WalkInRow) => boolean,
  now: Date,
): Promise<WalkInRow> {
  const row = await tx
    .selectFrom('walk_ins')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, messages.walkInNotFound);
  if (!mayAnswer(row)) throw new HttpError(403, messages.forbidden);
  if (row.status !== 'waiting') throw new HttpError(409, messages.walkInDecided);
  // Answered no earlier than asked, whatever a device's clock says.
  const at = answer.at < row.created_at ? row.created_at : answer.at;
  let visitId: string | null = null;
  if (answer.decision === 'approved') {
    // The visit takes the walk-in's id: a desk that approved on the phone with no network knows
    // it already, so it can check the visitor out before the server has heard of either.
    visitId = row.id;
    const visit = await tx
      .insertInto('visits')
      .values({
        id: visitId,
        walk_in_id: row.id,
        kind: 'walk_in',
        name: row.name,
        apartment: row.apartment,
        gate: row.gate,
        people: 1,
        checked_in_at: at,
        guard_phone: row.guard_phone,
        guard_name: row.guard_name,
        approved_by: answer.by,
        approved_via: answer.via,
        recorded_at: now,
      })
      // Both ids come from devices: one already a visit's is the caller's mistake, not ours.
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!visit) throw new HttpError(409, messages.walkInIdTaken);
  }
  await markHouseholdAnswered(tx, row, answer, at);
  return tx
    .updateTable('walk_ins')
    .set({
      status: answer.decision,
      decided_by: answer.by,
      decided_via: answer.via,
      decided_at: at,
      visit_id: visitId,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

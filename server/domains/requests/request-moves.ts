/**
 * Moving a request along its lifecycle (contract/requests/lifecycle.ts), the same way for every
 * kind: someone else's request is 403 for a resident, a move the machine does not have is 409
 * with a sentence, a move that needs a reason without one is 400. The move is then written to
 * request_history in the caller's transaction, so the timeline never disagrees with the status.
 */
import type { Kysely } from 'kysely';
import { findMove } from '../../../contract/requests/lifecycle';
import type { Lifecycle } from '../../../contract/requests/lifecycle';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import type { RequestHistoryTable } from './tables';
import { HttpError } from '../../platform/http/http-error';

export interface MoveWords {
  /** A resident moving someone else's request, or making the office's move. */
  notYours: string;
  /** A move the machine does not have: "A ride that is Completed cannot be marked Accepted." */
  impossible: (from: string, to: string) => string;
  /** A resident trying the office's move (default: `notYours`). */
  officeOnly?: string;
}

export function checkMove<S extends string>(
  lifecycle: Lifecycle<S>,
  change: { from: S; to: S; note: string | undefined; ownerPhone: string; user: User },
  words: MoveWords,
): void {
  const { from, to, note, user } = change;
  const isRwa = user.role === 'rwa';
  if (!isRwa && change.ownerPhone !== user.phone_number) throw new HttpError(403, words.notYours);
  const move = findMove(lifecycle, from, to, isRwa ? 'rwa' : 'owner');
  if (!move) {
    // A status only the office ever sets, tried by a resident: not theirs, whatever the state.
    const setsTo = (by: 'rwa' | 'owner') => lifecycle.moves.some((m) => m.to === to && m.by === by);
    const officeOnly = !isRwa && !setsTo('owner');
    if (officeOnly) throw new HttpError(403, words.officeOnly ?? words.notYours);
    throw new HttpError(409, words.impossible(from, to));
  }
  if (move.carries === 'reason' && !note) throw new HttpError(400, messages.reasonRequired);
}

export async function recordMove(
  tx: Kysely<Database>,
  move: {
    kind: RequestHistoryTable['kind'];
    requestId: number;
    status: string;
    note?: string;
    user: User;
    at: Date;
  },
): Promise<void> {
  await tx
    .insertInto('request_history')
    .values({
      kind: move.kind,
      request_id: move.requestId,
      status: move.status,
      note: move.note ?? '',
      by_phone: move.user.phone_number,
      by_role: move.user.role === 'rwa' ? 'rwa' : 'member',
      at: move.at,
    })
    .execute();
}

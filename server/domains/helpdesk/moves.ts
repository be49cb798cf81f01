/**
 * Moving a ticket along `ticketLifecycle` (issue 18), under a row lock so two admins cannot both
 * move it: the office's moves by the RWA, the household's (reopen, close with a rating) by the
 * people who live there (an RWA admin living there too). A move the lifecycle lacks is 409, the
 * office's move tried by the household 403, a move missing what it must carry 400; the reopen
 * window and the duplicate's existence are judged here. The move, its clock, its history row and
 * its notice commit together.
 */
import type { Kysely, Updateable } from 'kysely';
import type { TicketDetail, TicketMove } from '../../../contract/helpdesk/helpdesk';
import {
  canReopen,
  runningStates,
  ticketLifecycle,
  ticketMoveProblem,
} from '../../../contract/helpdesk/lifecycle';
import type { TicketStatus } from '../../../contract/helpdesk/lifecycle';
import { messages } from '../../../contract/messages';
import { findMove } from '../../../contract/requests/lifecycle';
import type { Mover } from '../../../contract/requests/lifecycle';
import type { Database, User } from '../../platform/db/schema';
import type { HelpdeskTicketsTable } from './tables';
import { HttpError, rowId } from '../../platform/http/http-error';
import { householdMoveWords, officeMoveWords, tellHousehold, tellOffice } from './notices';
import type { MoveNews } from './notices';
import { clockColumns, clockOf, livesIn, lockTicket, ticketPage } from './tickets';
import type { TicketRow } from './views';
import { recordMove } from '../requests';

/**
 * Whose move this is. An RWA admin living in the ticket's apartment makes the household's move
 * when only the household has it, or when closing without saying how the office closes it.
 */
function moverOf(user: User, row: TicketRow, move: TicketMove): Mover {
  if (user.role !== 'rwa') return 'owner';
  if (!livesIn(user, row.apartment)) return 'rwa';
  const household = findMove(ticketLifecycle, row.status, move.status, 'owner');
  const office = findMove(ticketLifecycle, row.status, move.status, 'rwa');
  return household && (!office || move.close_as === undefined) ? 'owner' : 'rwa';
}

/** 403 / 409 / 400 with the sentence that says why, in that order, or nothing. */
function checkTicketMove(row: TicketRow, move: TicketMove, mover: Mover, now: Date): void {
  const from = row.status;
  if (!findMove(ticketLifecycle, from, move.status, mover)) {
    if (mover === 'owner' && findMove(ticketLifecycle, from, move.status, 'rwa')) {
      throw new HttpError(403, messages.ticketOfficeMove);
    }
    throw new HttpError(409, messages.ticketMoveNotAllowed(from, move.status));
  }
  const problem = ticketMoveProblem(from, move, mover, String(row.id));
  if (problem) throw new HttpError(400, problem);
  const reopening = mover === 'owner' && move.status === 'In progress';
  if (reopening && !canReopen(row.resolved_at ?? row.updated_at, now)) {
    throw new HttpError(409, messages.ticketReopenExpired);
  }
}

/** The ticket a duplicate repeats: it must exist (it cannot be itself: checked before). */
async function duplicateOf(tx: Kysely<Database>, move: TicketMove): Promise<number | null> {
  if (move.close_as !== 'duplicate' || move.duplicate_of === undefined) return null;
  const id = rowId(move.duplicate_of, messages.ticketDuplicateNotFound);
  const found = await tx
    .selectFrom('helpdesk_tickets')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw new HttpError(404, messages.ticketDuplicateNotFound);
  return id;
}

/** The columns a move changes besides its clock. */
function movedColumns(row: TicketRow, news: MoveNews, move: TicketMove, mover: Mover, now: Date) {
  const set: Updateable<HelpdeskTicketsTable> = {
    status: news.to,
    status_note: news.note,
    updated_at: now,
  };
  if (news.to === 'Assigned') set.assigned_to = news.assignedTo;
  if (news.to === 'Resolved') {
    set.resolved_at = now;
    set.first_resolved_at = row.first_resolved_at ?? now;
  }
  // A reopen: resolved no longer (the first resolution still counts in the month's figures).
  if (row.status === 'Resolved' && news.to === 'In progress') set.resolved_at = null;
  if (news.to === 'Closed') {
    set.closed_at = now;
    if (mover === 'owner') {
      set.rating = move.rating ?? null;
      set.rating_comment = news.note;
    } else {
      set.close_as = news.closeAs;
      set.duplicate_of = news.duplicateOf;
    }
  }
  return set;
}

export async function moveTicket(
  tx: Kysely<Database>,
  id: number,
  move: TicketMove,
  user: User,
  now: Date,
): Promise<{ from: TicketStatus; detail: TicketDetail }> {
  const row = await lockTicket(tx, id, user);
  const mover = moverOf(user, row, move);
  checkTicketMove(row, move, mover, now);
  const office = mover === 'rwa';
  const news: MoveNews = {
    to: move.status,
    note: move.note?.trim() ?? '',
    assignedTo: move.assigned_to?.trim() ?? '',
    closeAs: office && move.status === 'Closed' ? (move.close_as ?? null) : null,
    duplicateOf: office && move.status === 'Closed' ? await duplicateOf(tx, move) : null,
  };
  const running = runningStates.includes(move.status);
  await tx
    .updateTable('helpdesk_tickets')
    .set({
      ...movedColumns(row, news, move, mover, now),
      ...clockColumns(clockOf(row), running, now),
    })
    .where('id', '=', id)
    .execute();
  await recordMove(tx, {
    kind: 'helpdesk',
    requestId: id,
    status: move.status,
    note: news.note,
    user,
    at: now,
  });
  if (office) await tellHousehold(tx, row, officeMoveWords(row, news), now);
  else await tellOffice(tx, row, householdMoveWords(row, news, move.rating ?? null), now);
  return { from: row.status, detail: await ticketPage(tx, id, user) };
}

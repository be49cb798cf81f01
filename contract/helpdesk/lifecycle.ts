/**
 * A complaint's life (issue 18): Open → Assigned → In progress → Resolved → Closed. The office
 * may wait on the household ("Waiting for resident", which pauses the deadline's clock); the
 * household may reopen a resolved ticket within 7 days or close it with a rating; the office may
 * close any ticket as a duplicate or as not ours. What each move must carry beyond the lifecycle's
 * reason/note is checked by `ticketMoveProblem`, here, for the form and the server alike.
 */
import { messages } from '../messages';
import { defineLifecycle, findMove, type Mover } from '../requests/lifecycle';

export const ticketPriorities = ['normal', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

export const ticketLifecycle = defineLifecycle({
  states: ['Open', 'Assigned', 'In progress', 'Waiting for resident', 'Resolved', 'Closed'],
  initial: 'Open',
  moves: [
    // Assign, or hand it to someone else before work starts; `assigned_to` names who.
    { from: ['Open', 'Assigned'], to: 'Assigned', by: 'rwa', carries: 'note' },
    { from: ['Assigned', 'Waiting for resident'], to: 'In progress', by: 'rwa', carries: 'note' },
    { from: ['Assigned', 'In progress'], to: 'Waiting for resident', by: 'rwa', carries: 'reason' },
    { from: ['In progress'], to: 'Resolved', by: 'rwa', carries: 'note' },
    // Reopen: what is still wrong.
    { from: ['Resolved'], to: 'In progress', by: 'owner', carries: 'reason' },
    // The household closes with a rating; the office closes as a duplicate or not ours.
    { from: ['Resolved'], to: 'Closed', by: 'owner', carries: 'note' },
    {
      from: ['Open', 'Assigned', 'In progress', 'Waiting for resident', 'Resolved'],
      to: 'Closed',
      by: 'rwa',
      carries: 'note',
    },
  ],
});
export type TicketStatus = (typeof ticketLifecycle.states)[number];
export const ticketStates = ticketLifecycle.states;

/** The deadline's clock runs in these states, waits in "Waiting for resident", stops after. */
export const runningStates: readonly TicketStatus[] = ['Open', 'Assigned', 'In progress'];

/** How long after being resolved the household may still reopen a ticket. */
export const REOPEN_DAYS = 7;

export function canReopen(resolvedAt: Date, now: Date): boolean {
  return now.getTime() - resolvedAt.getTime() <= REOPEN_DAYS * 24 * 60 * 60 * 1000;
}

export interface TicketMoveFacts {
  status: TicketStatus;
  note?: string;
  assigned_to?: string;
  rating?: number;
  close_as?: 'duplicate' | 'not_ours';
  duplicate_of?: string;
}

/**
 * What is wrong with moving a ticket from `from` as `mover`, if anything: first whether the
 * lifecycle has the move at all, then what this move must carry. (The reopen window, the
 * duplicate's existence and who the owner is need the database: the server checks those.)
 */
export function ticketMoveProblem(
  from: TicketStatus,
  move: TicketMoveFacts,
  mover: Mover,
  ticketId?: string,
): string | undefined {
  const found = findMove(ticketLifecycle, from, move.status, mover);
  if (!found) return messages.ticketMoveNotAllowed(from, move.status);
  const note = move.note?.trim() ?? '';
  if (move.status === 'Assigned' && !move.assigned_to?.trim()) return messages.ticketStaffRequired;
  if (found.carries === 'reason' && note === '') return messages.ticketReasonRequired;
  if (move.status === 'Closed' && mover === 'owner' && move.rating === undefined) {
    return messages.ticketRatingRequired;
  }
  if (move.status === 'Closed' && mover === 'rwa') {
    if (!move.close_as) return messages.ticketCloseAsRequired;
    if (move.close_as === 'duplicate' && !move.duplicate_of)
      return messages.ticketDuplicateRequired;
    if (move.close_as === 'duplicate' && move.duplicate_of === ticketId) {
      return messages.ticketDuplicateOfSelf;
    }
    if (move.close_as === 'not_ours' && note === '') return messages.ticketReasonRequired;
  }
  return undefined;
}

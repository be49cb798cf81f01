/**
 * What the office's move form holds and how it becomes a `ticketMove`: only what the chosen move
 * takes is sent, and `ticketMoveProblem` (the contract's, the server's too) judges it, its
 * sentence tied to the field that must change.
 */
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import { ticketMove, type TicketMove } from '../../../contract/helpdesk/helpdesk';
import { ticketMoveProblem, type TicketStatus } from '../../../contract/helpdesk/lifecycle';

export interface MoveValues {
  note: string;
  assigned_to: string;
  /** Null until a radio is chosen (react-hook-form's empty radio group). */
  close_as: 'duplicate' | 'not_ours' | null;
  duplicate_of: string;
}

export const blankMove: MoveValues = {
  note: '',
  assigned_to: '',
  close_as: null,
  duplicate_of: '',
};

/** The button of a move, named by where it goes. */
const verbs: Partial<Record<TicketStatus, string>> = {
  Assigned: 'Assign',
  Resolved: 'Resolve',
  Closed: 'Close',
};

export function moveVerb(from: TicketStatus, to: TicketStatus): string {
  if (to === 'Assigned' && from === 'Assigned') return 'Reassign';
  return verbs[to] ?? to;
}

/** The move as the contract takes it: what `to` does not take is left out. */
export function moveOf(to: TicketStatus, values: MoveValues): TicketMove {
  const note = values.note.trim();
  const closing = to === 'Closed';
  const duplicate = closing && values.close_as === 'duplicate';
  const duplicateOf = values.duplicate_of.replace(/^\s*#/, '').trim();
  return {
    status: to,
    ...(note ? { note } : {}),
    ...(to === 'Assigned' ? { assigned_to: values.assigned_to } : {}),
    ...(closing && values.close_as ? { close_as: values.close_as } : {}),
    ...(duplicate && duplicateOf ? { duplicate_of: duplicateOf } : {}),
  };
}

const fieldOf: Record<string, keyof MoveValues> = {
  [messages.ticketStaffRequired]: 'assigned_to',
  [messages.ticketCloseAsRequired]: 'close_as',
  [messages.ticketDuplicateRequired]: 'duplicate_of',
  [messages.ticketDuplicateOfSelf]: 'duplicate_of',
};

/** The form's schema for moving ticket `id` from `from` to `to`. */
export function moveSchema(id: string, from: TicketStatus, to: TicketStatus) {
  return z
    .object({
      note: z.string(),
      assigned_to: z.string(),
      close_as: z.enum(['duplicate', 'not_ours']).nullable().catch(null),
      duplicate_of: z.string(),
    })
    .transform((values) => moveOf(to, values))
    .pipe(
      ticketMove.superRefine((move, context) => {
        const problem = ticketMoveProblem(from, move, 'rwa', id);
        if (problem) {
          context.addIssue({
            code: 'custom',
            message: problem,
            path: [fieldOf[problem] ?? 'note'],
          });
        }
      }),
    );
}

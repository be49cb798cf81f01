import type { Ticket } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../ui/button';
import type { MoveOutcome } from '../../ui/request-actions';
import { useSetPriority } from './use-admin-helpdesk';

interface PriorityControlProps {
  ticket: Pick<Ticket, 'id' | 'priority' | 'status'>;
  disabledReasonId?: string;
  onDone: (outcome: MoveOutcome) => void;
}

/** Raise a ticket to urgent (half the deadline) or back to normal; a closed one stays as it is. */
export function PriorityControl({ ticket, disabledReasonId, onDone }: PriorityControlProps) {
  const set = useSetPriority(ticket.id);
  if (ticket.status === 'Closed') return null;
  const next = ticket.priority === 'urgent' ? 'normal' : 'urgent';
  return (
    <Button
      variant="secondary"
      busy={set.isPending}
      disabled={disabledReasonId !== undefined}
      aria-describedby={disabledReasonId}
      onClick={() =>
        set.mutate(next, {
          onSuccess: () =>
            onDone({
              ok: true,
              message: `Complaint #${ticket.id} is now ${next}: the deadline follows.`,
            }),
          onError: (error) =>
            onDone({ ok: false, message: errorMessage(error, messages.ticketMoveFailed) }),
        })
      }
    >
      {next === 'urgent' ? 'Make urgent (half the deadline)' : 'Make normal priority'}
    </Button>
  );
}

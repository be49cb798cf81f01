/**
 * The office's buttons for one ticket, drawn from `ticketLifecycle` (never written here, so the
 * buttons and the server agree). "In progress" is sent at once; every other move asks first
 * (MoveDialog) for what it carries. The outcome goes to `onDone`, for the page's result line.
 */
import { useState } from 'react';
import type { Ticket, TicketMove } from '../../../contract/helpdesk/helpdesk';
import { ticketLifecycle, type TicketStatus } from '../../../contract/helpdesk/lifecycle';
import { messages } from '../../../contract/messages';
import { movesFrom } from '../../../contract/requests/lifecycle';
import { errorMessage } from '../../api/api-error';
import { useTicketMove } from '../../api/helpdesk';
import { Button } from '../../ui/button';
import type { MoveOutcome } from '../../ui/request-actions';
import actionStyles from '../../ui/request-actions.module.css';
import { MoveDialog } from './move-dialog';
import { moveVerb } from './move-form';

interface TicketMovesProps {
  ticket: Pick<Ticket, 'id' | 'title' | 'status'>;
  staffNames: readonly string[];
  /** Moves are online-only: offline the buttons are disabled and point at the reason. */
  disabledReasonId?: string;
  onDone: (outcome: MoveOutcome) => void;
}

export function TicketMoves({ ticket, staffNames, disabledReasonId, onDone }: TicketMovesProps) {
  const move = useTicketMove(ticket.id);
  const [asking, setAsking] = useState<TicketStatus | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const moves = movesFrom(ticketLifecycle, ticket.status, 'rwa');
  if (moves.length === 0) return null;

  const send = (body: TicketMove, prompted: boolean) => {
    setRefusal(undefined);
    move.mutate(body, {
      onSuccess: () => {
        setAsking(null);
        onDone({ ok: true, message: `Complaint #${ticket.id} is now ${body.status}.` });
      },
      onError: (error) => {
        const message = errorMessage(error, messages.ticketMoveFailed);
        if (prompted) setRefusal(message);
        else onDone({ ok: false, message });
      },
    });
  };

  return (
    <>
      <div className={actionStyles.actions}>
        {moves.map(({ to }, index) => (
          <Button
            key={to}
            variant={to === 'Closed' ? 'danger' : index === 0 ? 'primary' : 'secondary'}
            aria-label={`${moveVerb(ticket.status, to)}: complaint #${ticket.id}, ${ticket.title}`}
            aria-describedby={disabledReasonId}
            disabled={disabledReasonId !== undefined || move.isPending}
            busy={move.isPending && asking === null && move.variables?.status === to}
            onClick={() => {
              if (to === 'In progress') send({ status: to }, false);
              else {
                setRefusal(undefined);
                setAsking(to);
              }
            }}
          >
            {moveVerb(ticket.status, to)}
          </Button>
        ))}
      </div>
      {asking && (
        <MoveDialog
          ticket={ticket}
          to={asking}
          staffNames={staffNames}
          busy={move.isPending}
          error={refusal}
          onSubmit={(body) => send(body, true)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}

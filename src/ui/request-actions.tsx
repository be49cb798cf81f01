/**
 * The buttons of one request (a ride, a banquet request, a court booking), drawn from its kind's
 * lifecycle (contract/requests/lifecycle.ts): whatever `mover` may do from the current status,
 * in the machine's order. Which status may follow which is never written here, so the buttons
 * and the server agree. A move that carries a reason or a note (a banquet's Confirm with its
 * deposit or terms), and any move when `confirmPlain`, asks first (MovePrompt); the rest are
 * sent at once.
 */
import { useState } from 'react';
import { messages } from '../../contract/messages';
import { lifecycleOf, type RequestKind } from '../../contract/requests/requests';
import { movesFrom, type Move, type Mover } from '../../contract/requests/lifecycle';
import { errorMessage } from '../api/api-error';
import { useRequestMove } from '../api/requests';
import { Button, type ButtonVariant } from './button';
import { MovePrompt } from './move-prompt';
import styles from './request-actions.module.css';

export interface MoveOutcome {
  ok: boolean;
  /** What to tell the user: the new status, or the server's reason for refusing. */
  message: string;
}

export interface RequestActionsProps {
  kind: RequestKind;
  id: string;
  status: string;
  mover: Mover;
  /** What the buttons act on, for their names: 'Golf cart: Tower B → Main gate at 18:30'. */
  name: string;
  /** Ask before moves that carry nothing too (a resident's Cancel). */
  confirmPlain?: boolean;
  /** A rule beyond the lifecycle, e.g. a booking that has started can no longer be cancelled. */
  allow?: (move: Move<string>) => boolean;
  /** Moves are online-only: offline the buttons are disabled and point at the reason. */
  disabledReasonId?: string;
  onDone?: (outcome: MoveOutcome) => void;
}

/** The button of a move, named by where it goes. */
const verbs: Record<string, string> = {
  Accepted: 'Accept',
  Confirmed: 'Confirm',
  Declined: 'Decline',
  Cancelled: 'Cancel',
};

export function moveLabel(to: string): string {
  return verbs[to] ?? to;
}

const nouns: Record<RequestKind, string> = {
  golf_cart: 'ride',
  banquet: 'banquet request',
  court: 'booking',
  registration: 'registration',
};

/** What a note may say, by kind: the resident reads it in the notice of the move. */
const noteHints: Partial<Record<RequestKind, string>> = {
  banquet: 'e.g. Please pay the ₹5,000 deposit at the office by Friday. The resident is told this.',
};

const isDestructive = (to: string) => to === 'Declined' || to === 'Cancelled';

function promptTitle(to: string, kind: RequestKind): string {
  const verb = verbs[to];
  return verb ? `${verb} this ${nouns[kind]}?` : `Mark this ${nouns[kind]} ${to.toLowerCase()}?`;
}

/** The lifecycle's spelling of a status the server may send in another case ('cancelled'). */
function stateOf(kind: RequestKind, status: string): string | undefined {
  return lifecycleOf(kind).states.find((state) => state.toLowerCase() === status.toLowerCase());
}

export function RequestActions(props: RequestActionsProps) {
  const { kind, id, status, mover, name, confirmPlain = false, allow, disabledReasonId } = props;
  const move = useRequestMove();
  const [asking, setAsking] = useState<Move<string> | null>(null);
  const [promptError, setPromptError] = useState<string>();
  const state = stateOf(kind, status);
  const moves = state
    ? movesFrom(lifecycleOf(kind), state, mover).filter(allow ?? (() => true))
    : [];
  if (moves.length === 0 && asking === null) return null;

  const failure =
    kind === 'registration'
      ? messages.eventCancelFailed
      : kind === 'golf_cart'
        ? messages.golfCartStatusFailed
        : mover === 'owner'
          ? messages.bookingCancelFailed
          : messages.bookingStatusFailed;

  const send = (chosen: Move<string>, text: string | undefined, prompted: boolean) => {
    setPromptError(undefined);
    move.mutate(
      { kind, id, to: chosen.to, text },
      {
        onSuccess: () => {
          setAsking(null);
          props.onDone?.({ ok: true, message: `The ${nouns[kind]} is now ${chosen.to}.` });
        },
        onError: (error) => {
          const message = errorMessage(error, failure);
          if (prompted) setPromptError(message);
          else props.onDone?.({ ok: false, message });
        },
      },
    );
  };

  const variantOf = (chosen: Move<string>, index: number): ButtonVariant =>
    isDestructive(chosen.to) ? 'danger' : index === 0 ? 'primary' : 'secondary';

  return (
    <>
      <div className={styles.actions}>
        {moves.map((chosen, index) => (
          <Button
            key={chosen.to}
            variant={variantOf(chosen, index)}
            aria-label={`${moveLabel(chosen.to)} ${name}`}
            disabled={disabledReasonId !== undefined || move.isPending}
            busy={move.isPending && asking === null && move.variables?.to === chosen.to}
            aria-describedby={disabledReasonId}
            onClick={() => {
              if (chosen.carries || confirmPlain) {
                setPromptError(undefined);
                setAsking(chosen);
              } else send(chosen, undefined, false);
            }}
          >
            {moveLabel(chosen.to)}
          </Button>
        ))}
      </div>
      <MovePrompt
        open={asking !== null}
        title={asking ? promptTitle(asking.to, kind) : ''}
        message={
          <p>
            {name} will be marked {asking?.to}.
          </p>
        }
        field={asking?.carries}
        hint={asking?.carries === 'note' ? noteHints[kind] : undefined}
        confirmLabel={asking ? `${moveLabel(asking.to)} ${nouns[kind]}` : ''}
        danger={asking ? isDestructive(asking.to) : false}
        cancelLabel={mover === 'owner' ? 'Keep it' : 'Back'}
        busy={move.isPending}
        error={promptError}
        onSubmit={(text) => asking && send(asking, text || undefined, true)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

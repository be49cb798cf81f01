/**
 * Requests with statuses (DESIGN.md §8): each kind of request (a golf-cart ride now; a banquet
 * request, a walk-in and a helpdesk ticket on the same model) is a small state machine — its
 * states, and for each move who may make it and what it must carry. The server enforces it
 * (409 for a move the machine does not have) and the app draws its buttons from it, so the two
 * never disagree.
 */

/** Who makes a move: the estate office, or the resident whose request it is. */
export type Mover = 'rwa' | 'owner';

export interface Move<S extends string> {
  from: readonly S[];
  to: S;
  by: Mover;
  /** `reason`: the move must say why (a decline); `note`: it may carry a short note. */
  carries?: 'reason' | 'note';
}

export interface Lifecycle<S extends string> {
  states: readonly S[];
  initial: S;
  moves: readonly Move<S>[];
}

export function defineLifecycle<const S extends string>(lifecycle: Lifecycle<S>): Lifecycle<S> {
  return lifecycle;
}

/** The move from `from` to `to` (by `mover`, when given), if the machine has one. */
export function findMove<S extends string>(
  lifecycle: Lifecycle<S>,
  from: S,
  to: S,
  mover?: Mover,
): Move<S> | undefined {
  return lifecycle.moves.find(
    (move) =>
      move.to === to && move.from.includes(from) && (mover === undefined || move.by === mover),
  );
}

/** The moves `mover` may make from `from`, in the order the machine lists them (for buttons). */
export function movesFrom<S extends string>(
  lifecycle: Lifecycle<S>,
  from: S,
  mover: Mover,
): Move<S>[] {
  return lifecycle.moves.filter((move) => move.by === mover && move.from.includes(from));
}

/** A request no one can move any more. */
export function isFinal<S extends string>(lifecycle: Lifecycle<S>, state: S): boolean {
  return !lifecycle.moves.some((move) => move.from.includes(state));
}

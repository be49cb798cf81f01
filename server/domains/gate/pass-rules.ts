/**
 * Whether a pass lets its visitor in at a given moment (issue 17), judged in India time:
 * a one-time pass (guest, cab, delivery) inside its window and not used before; a daily help
 * pass on one of its days, between its hours, from its first date to its last; never a
 * revoked one. Online, the first problem refuses the entry; an entry the desk already let in
 * offline is recorded with every problem as a flag for the RWA.
 */
import { inIndia, momentLabel } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { weekdayOf } from '../../../contract/gate/visitors';
import type { VisitFlag } from '../../../contract/gate/visitors';
import type { Selectable } from 'kysely';
import type { PassesTable } from './tables';

export interface PassProblem {
  /** The sentence the guard reads. */
  detail: string;
  /** What the RWA reads on an entry recorded anyway. */
  flag: VisitFlag;
}

type JudgedPass = Pick<
  Selectable<PassesTable>,
  'kind' | 'days' | 'valid_from' | 'valid_until' | 'revoked_at'
>;

/** India time of `instant` in words: "6:00 PM" on the day of `at`, else "Sat 20 Dec at 6:00 PM". */
export const indiaLabel = momentLabel;

function windowProblem(pass: JudgedPass, at: Date): PassProblem | undefined {
  const outside = (detail: string): PassProblem => ({ detail, flag: 'outside_window' });
  if (at > pass.valid_until) return outside(messages.passExpired);
  if (pass.kind !== 'daily_help') {
    return at < pass.valid_from
      ? outside(messages.passNotYet(indiaLabel(pass.valid_from, at)))
      : undefined;
  }
  const now = inIndia(at);
  const from = inIndia(pass.valid_from);
  if (now.date < from.date) return outside(messages.passNotYet(indiaLabel(pass.valid_from, at)));
  const until = inIndia(pass.valid_until);
  const onItsDay = pass.days.includes(weekdayOf(now.date));
  const inItsHours = now.time >= from.time && now.time <= until.time;
  return onItsDay && inItsHours ? undefined : outside(messages.helpNotToday);
}

/**
 * Every reason `pass` should not let its visitor in at `at`, most serious first. `usedAt` is
 * a one-time pass's earlier entry (another visit), if any.
 */
export function passProblems(pass: JudgedPass, at: Date, usedAt: Date | null): PassProblem[] {
  const problems: PassProblem[] = [];
  if (pass.revoked_at && pass.revoked_at <= at) {
    problems.push({ detail: messages.passWasRevoked, flag: 'revoked' });
  }
  const window = windowProblem(pass, at);
  if (window) problems.push(window);
  if (pass.kind !== 'daily_help' && usedAt) {
    problems.push({ detail: messages.passUsed(indiaLabel(usedAt, at)), flag: 'used_twice' });
  }
  return problems;
}

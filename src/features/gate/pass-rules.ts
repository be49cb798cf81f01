/**
 * The rules a pass must meet at the gate right now, as the desk judges them with no network
 * (issue 17): inside its window (a daily help pass: on its days, between its hours, from its
 * first date to its last, all in India time), and a one-time pass not used before. Pure: the
 * same answers for the same inputs, so they are tested without a clock or a database.
 */
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { weekdayOf, type PassKind, type Weekday } from '../../../contract/gate/visitors';
import { formatMoment } from '../../lib/format-date';

export interface PassWindow {
  kind: PassKind;
  /** ISO instants. */
  valid_from: string;
  valid_until: string;
  /** A daily help pass's days; empty when unknown (a pass only its QR tells of). */
  days: readonly Weekday[];
}

/**
 * A moment as the guard reads it, in the server's words for the same refusal: "10:30 AM" today,
 * "Tue 11 Mar at 10:30 AM" another day.
 */
export function whenText(iso: string, now: Date): string {
  return formatMoment(iso, now.getTime()) || iso;
}

/** Why the pass's window refuses an entry now, or undefined when it is open. */
export function windowProblem(pass: PassWindow, now: Date): string | undefined {
  if (pass.kind === 'daily_help') return dailyHelpProblem(pass, now);
  if (now.getTime() < Date.parse(pass.valid_from)) {
    return messages.passNotYet(whenText(pass.valid_from, now));
  }
  if (now.getTime() >= Date.parse(pass.valid_until)) return messages.passExpired;
  return undefined;
}

function dailyHelpProblem(pass: PassWindow, now: Date): string | undefined {
  const from = inIndia(new Date(pass.valid_from));
  const until = inIndia(new Date(pass.valid_until));
  const today = inIndia(now);
  if (today.date < from.date) return messages.passNotYet(whenText(pass.valid_from, now));
  if (today.date > until.date) return messages.passExpired;
  if (pass.days.length > 0 && !pass.days.includes(weekdayOf(today.date))) {
    return messages.helpNotToday;
  }
  // HH:MM strings of one day compare as times do.
  if (today.time < from.time || today.time >= until.time) return messages.helpNotToday;
  return undefined;
}

/** Guest, cab and delivery passes let one entry in; daily help comes every day. */
export function isOneTime(kind: PassKind): boolean {
  return kind !== 'daily_help';
}

/** Why a one-time pass used at `usedAt` (if ever) refuses another entry. */
export function usedProblem(kind: PassKind, usedAt: string | undefined, now: Date) {
  return isOneTime(kind) && usedAt ? messages.passUsed(whenText(usedAt, now)) : undefined;
}

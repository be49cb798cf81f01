/**
 * Overstay on the desk (issue 34): the saved list gives each inside visitor's due-out time (their
 * pass's end plus the RWA's grace), and the desk compares it with its own clock, so the flag
 * appears on time with no network. Pure.
 */
import { formatInstantClock } from '../../lib/format-date';

/** "Overstayed · due out 12:30" once `now` is past the visitor's due-out time, else undefined. */
export function overstayLabel(dueOut: string | undefined, now: Date): string | undefined {
  if (!dueOut) return undefined;
  const due = Date.parse(dueOut);
  if (Number.isNaN(due) || now.getTime() <= due) return undefined;
  return `Overstayed · due out ${formatInstantClock(due)}`;
}

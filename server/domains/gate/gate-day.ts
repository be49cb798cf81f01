/**
 * The gate's day in India time: which passes the desk carries, which walk-ins a guard lists,
 * and when an entry recorded on a device may be said to have happened (platform/device-time.ts).
 */
import { addDays, inIndia } from '../../../contract/platform/india-time';
import { indiaMidnight, startOfIndiaDay } from '../../platform/india-day';

const HOUR_MS = 60 * 60 * 1000;

/** Open visits older than this are left off "Inside now": a missed check-out, not a guest. */
export const INSIDE_DAYS = 7;

/**
 * The passes a desk needs: those whose window meets today, and (for a night shift that loses
 * its network) the next twelve hours past midnight too.
 */
export function deskWindow(now: Date): { from: Date; until: Date } {
  const tomorrow = indiaMidnight(addDays(inIndia(now).date, 1));
  const shiftEnd = new Date(now.getTime() + 12 * HOUR_MS);
  return { from: startOfIndiaDay(now), until: shiftEnd > tomorrow ? shiftEnd : tomorrow };
}

/** Shared with the other rooms the desk writes to (the vehicle register). */
export { happenedAt } from '../../platform/device-time';

/**
 * The gate's day in India time: which passes the desk carries, which walk-ins a guard lists,
 * and when an entry recorded on a device may be said to have happened.
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

/** How late a device may tell of an entry: a day, more than a whole shift offline. */
const LATE_MS = 24 * HOUR_MS;

/**
 * When something recorded on a device happened: its own time, within the last day; a time in
 * the future (a fast clock) is now, one older than a day is a day ago.
 */
export function happenedAt(at: string | undefined, now: Date): Date {
  if (at === undefined) return now;
  const time = Date.parse(at);
  const earliest = now.getTime() - LATE_MS;
  return new Date(Math.min(now.getTime(), Math.max(earliest, time)));
}

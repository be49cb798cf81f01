/**
 * Every date and time the app shows, one function per kind of place, in the words the server
 * writes in notices (contract/platform/india-time.ts: dayLabel, clockLabel, momentLabel), so a
 * ride card and its notice read alike (issue 35): SPEC.md §4's 'MMMM d, yyyy' wherever a date
 * stands on its own (cards, lists, details, uploads), 'Wed 5 Mar' where the year goes without
 * saying (day columns, slots, rides; with the year when it is not this one), '6:00 PM' for a
 * clock, 'Wed 5 Mar at 6:00 PM' for a moment, and the month alone for month headings.
 * No screen shows a raw yyyy-MM-dd, ISO instant or 24-hour clock (tests/e2e/every-route.test.ts
 * walks every route). The server cannot import this module; the contract is what both share.
 */
// Subpath imports: the date-fns barrel pulls in hundreds of modules where no bundler shakes it.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import {
  clockLabel,
  dayAndClockLabel,
  dayLabel,
  inIndia,
  momentLabel,
} from '../../contract/platform/india-time';
import { indiaDay } from './india-time';

type DayValue = string | null | undefined;

/**
 * yyyy-MM-dd (or a compact YYYYMMDD[THHMM]) is a calendar day at the estate, not an instant:
 * no time zone moves it. 'N/A' when there is none, 'Invalid date' when it cannot be read.
 */
function formatCalendarDay(value: DayValue, write: (day: Date) => string): string {
  if (!value) return 'N/A';
  const date = parseISO(value);
  return isValid(date) ? write(date) : 'Invalid date';
}

/** 'March 5, 2025': a date on its own (SPEC.md §4). */
export function formatDay(value: DayValue): string {
  return formatCalendarDay(value, (day) => format(day, 'MMMM d, yyyy'));
}

/**
 * 'Wed 5 Mar': a day close enough that its year goes without saying, as a notice says it; with
 * the year when it is not India's `today`'s ('Sat 2 Jan 2027').
 */
export function formatShortDay(value: DayValue, today: string = indiaDay()): string {
  return formatCalendarDay(value, (day) => dayLabel(format(day, 'yyyy-MM-dd'), today));
}

/** 'March 2025': a month heading, a newsletter's issue. */
export function formatMonth(value: DayValue): string {
  return formatCalendarDay(value, (day) => format(day, 'MMMM yyyy'));
}

/** 'Mar 2025': a month where room is short (a choice in a select on a phone). */
export function formatShortMonth(value: DayValue): string {
  return formatCalendarDay(value, (day) => format(day, 'MMM yyyy'));
}

/**
 * '6:00 PM' for an HH:MM clock (a slot, a ride, a window). Anything else (an event's free-text
 * time, 'after dinner') comes back as it is; nothing for nothing.
 */
export function formatClock(time: string | null | undefined): string {
  return time ? clockLabel(time) : '';
}

/** '6:00 PM–10:00 PM' (a banquet, a standing approval's hours), as the server's notices write it. */
export function formatClockRange(from: string, until: string | null | undefined): string {
  return until ? `${formatClock(from)}–${formatClock(until)}` : formatClock(from);
}

/**
 * 'Sat 20 Dec at 6:00 PM': an India date and clock (a booking, a ride) in words, with the year
 * when it is not `today`'s.
 */
export function formatDayAndClock(date: string, time: string, today: string = indiaDay()): string {
  return dayAndClockLabel(date, time, today);
}

/** An instant (ISO text or milliseconds); NaN when it cannot be read. */
function instantOf(instant: string | number): number {
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

/** '6:00 PM': the estate's clock at an instant (a gate time, a message sent); '' if unreadable. */
export function formatInstantClock(instant: string | number): string {
  const at = instantOf(instant);
  return Number.isFinite(at) ? clockLabel(inIndia(new Date(at)).time) : '';
}

/** 'March 5, 2025': the estate's calendar day of an instant (an upload); '' if unreadable. */
export function formatInstantDay(instant: string | number): string {
  const at = instantOf(instant);
  return Number.isFinite(at) ? formatDay(indiaDay(at)) : '';
}

/** 'Wed 5 Mar': the estate's short day of an instant; '' if unreadable. */
export function formatInstantShortDay(instant: string | number, now: number = Date.now()): string {
  const at = instantOf(instant);
  return Number.isFinite(at) ? formatShortDay(indiaDay(at), indiaDay(now)) : '';
}

/** 'March 2025': the estate's month of an instant (a newsletter's upload); '' if unreadable. */
export function formatInstantMonth(instant: string | number): string {
  const at = instantOf(instant);
  return Number.isFinite(at) ? formatMonth(indiaDay(at)) : '';
}

/**
 * An instant as a notice says it, seen from `now` (a sign-in, an audit event, a step of a
 * request): '6:00 PM' on the same India day, 'Sat 20 Dec at 6:00 PM' on another, with the year
 * when it is not this year; '' if unreadable.
 */
export function formatMoment(instant: string | number, now: number = Date.now()): string {
  const at = instantOf(instant);
  return Number.isFinite(at) ? momentLabel(new Date(at), new Date(now)) : '';
}

/**
 * The same moment after a verb: 'at 6:00 PM' on the same India day, 'on Sat 20 Dec at 6:00 PM'
 * on another ('saved at …', 'approved by Asha Rao on …'); '' if unreadable.
 */
export function formatAtMoment(instant: string | number, now: number = Date.now()): string {
  const at = instantOf(instant);
  if (!Number.isFinite(at)) return '';
  return `${indiaDay(at) === indiaDay(now) ? 'at' : 'on'} ${formatMoment(at, now)}`;
}

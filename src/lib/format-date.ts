/**
 * Every date the app shows, one function per kind of place, so a date reads the same on every
 * screen: SPEC.md §4's 'MMMM d, yyyy' wherever a date stands on its own (cards, lists, details,
 * uploads), a short weekday form where the year goes without saying (day columns, slots, rides),
 * and the month alone for month headings and newsletters.
 * No screen shows a raw yyyy-MM-dd or ISO instant (issue 35; tests/e2e/dates-in-words.test.ts
 * walks every route). What the server writes for people to read (notices, the gate's answers)
 * takes its words from contract/platform/india-time.ts (dayLabel, clockLabel, momentLabel): the
 * server cannot import this module, and the contract is what both sides share.
 */
// Subpath imports: the date-fns barrel pulls in hundreds of modules where no bundler shakes it.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { formatInTimeZone } from 'date-fns-tz';
import { INDIA_TIME_ZONE, indiaDay } from './india-time';

/**
 * yyyy-MM-dd (or a compact YYYYMMDD[THHMM]) is a calendar day at the estate, not an instant:
 * no time zone moves it. 'N/A' when there is none, 'Invalid date' when it cannot be read.
 */
function formatCalendarDay(value: string | null | undefined, pattern: string): string {
  if (!value) return 'N/A';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** 'March 5, 2025': a date on its own (SPEC.md §4). */
export function formatDay(value: string | null | undefined): string {
  return formatCalendarDay(value, 'MMMM d, yyyy');
}

/** 'Wed, Mar 5': a day close enough that its year goes without saying. */
export function formatShortDay(value: string | null | undefined): string {
  return formatCalendarDay(value, 'EEE, MMM d');
}

/** '14 Nov': a day of the coming weeks in a short label ('Registration closes 14 Nov'). */
export function formatDayMonth(value: string | null | undefined): string {
  return formatCalendarDay(value, 'd MMM');
}

/** 'March 2025': a month heading, a newsletter's issue. */
export function formatMonth(value: string | null | undefined): string {
  return formatCalendarDay(value, 'MMMM yyyy');
}

/** 'Mar 2025': a month where room is short (a choice in a select on a phone). */
export function formatShortMonth(value: string | null | undefined): string {
  return formatCalendarDay(value, 'MMM yyyy');
}

/** 'March 5, 2025': the estate's calendar day of an instant (an upload); '' if unreadable. */
export function formatInstantDay(instant: string): string {
  const at = Date.parse(instant);
  return Number.isFinite(at) ? formatDay(indiaDay(at)) : '';
}

/** 'March 2025': the estate's month of an instant (a newsletter's upload); '' if unreadable. */
export function formatInstantMonth(instant: string): string {
  const at = Date.parse(instant);
  return Number.isFinite(at) ? formatMonth(indiaDay(at)) : '';
}

/**
 * '24 Nov, 10:42': an instant as the estate's clock shows it (a sign-in, an audit event), with
 * the year only when it is not this year ('24 Nov 2025, 10:42'); '' if unreadable.
 */
export function formatMoment(instant: string, now: number = Date.now()): string {
  const at = Date.parse(instant);
  if (!Number.isFinite(at)) return '';
  const thisYear = indiaDay(at).slice(0, 4) === indiaDay(now).slice(0, 4);
  return formatInTimeZone(at, INDIA_TIME_ZONE, thisYear ? 'd MMM, HH:mm' : 'd MMM yyyy, HH:mm');
}

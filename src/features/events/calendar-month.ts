import { formatMonth } from '../../lib/format-date';
/**
 * The calendar's month arithmetic on plain yyyy-MM / yyyy-MM-dd text: event dates are calendar
 * days at the estate, so no time zone of the phone may shift them.
 */

/** yyyy-MM of a yyyy-MM-dd day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function shiftMonth(month: string, delta: number): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + delta;
  const nextYear = Math.floor(index / 12);
  return `${String(nextYear).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthTitle(month: string): string {
  return formatMonth(`${month}-01`);
}

/** The month's events by date; events of one day keep the server's order. */
export function eventsOfMonth<T extends { date: string }>(
  events: readonly T[],
  month: string,
): T[] {
  return events
    .filter((event) => monthOf(event.date) === month)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The month the calendar opens on: this one while it has an event today or later, else the
 * month of the next event (issue 35: "No events in November" while December's were ahead), else
 * this one again when nothing is ahead at all.
 */
export function openingMonth(events: readonly { date: string }[], today: string): string {
  const current = monthOf(today);
  const ahead = events
    .map((event) => event.date)
    .filter((date) => date >= today)
    .sort();
  const next = ahead[0];
  return next === undefined || monthOf(next) === current ? current : monthOf(next);
}

function daysIn(month: string): number {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** Weeks Monday to Sunday; null where a week runs into the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  // getUTCDay: 0 is Sunday; Monday-first puts Sunday last.
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysIn(month); day += 1) {
    cells.push(`${month}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

export const weekdays = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

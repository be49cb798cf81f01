/**
 * The estate's clock, shared by the server and the app: India time (Asia/Kolkata). India has
 * kept UTC+05:30 with no daylight saving since 1945, so a fixed offset is exact and needs no
 * time-zone database.
 */
const INDIA_OFFSET_MS = 330 * 60_000;

export interface IndiaMoment {
  /** yyyy-MM-dd */
  date: string;
  /** HH:MM */
  time: string;
}

export function inIndia(instant: Date): IndiaMoment {
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The calendar date `days` after `date` (both yyyy-MM-dd). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Sun 16 Nov" for an India calendar date (yyyy-MM-dd): a day in a notice a person reads (issue
 * 35: never the raw date). With `today` in another year, the year too: "Sat 2 Jan 2027".
 * Unreadable input comes back as it is, so nothing is hidden.
 */
export function dayLabel(date: string, today?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year = '', month = '', day = ''] = match;
  const weekday = weekdays[new Date(`${date}T00:00:00.000Z`).getUTCDay()];
  const shown = `${weekday} ${Number(day)} ${months[Number(month) - 1]}`;
  return today && today.slice(0, 4) !== year ? `${shown} ${year}` : shown;
}

/**
 * "6:00 PM" for an HH:MM (or HH:MM:SS) time: the clock as a notice says it. Anything else comes
 * back as it is, whole: an event's free-text time ("18:00 onwards") is not cut to "6:00 PM".
 */
export function clockLabel(time: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 || hours === 24 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** "Sat 20 Dec at 6:00 PM": an India date and time (a booking, a ride) in words. */
export function dayAndClockLabel(date: string, time: string, today?: string): string {
  return `${dayLabel(date, today)} at ${clockLabel(time)}`;
}

/**
 * An instant as a notice says it, seen from `now`: "6:00 PM" on the same India day, otherwise
 * "Sat 20 Dec at 6:00 PM".
 */
export function momentLabel(instant: Date, now: Date): string {
  const moment = inIndia(instant);
  const today = inIndia(now).date;
  return moment.date === today
    ? clockLabel(moment.time)
    : dayAndClockLabel(moment.date, moment.time, today);
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** HH:MM of minutes since midnight (24:00 stays 24:00: a booking may end at midnight). */
export function timeOf(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

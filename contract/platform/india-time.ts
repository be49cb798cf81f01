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

/** "Sun 16 Nov" for an India calendar date (yyyy-MM-dd): a day in a notice a person reads. */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  const weekday = day.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const rest = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${weekday} ${rest}`;
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

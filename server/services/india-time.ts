/**
 * The estate's clock: India time (Asia/Kolkata). India has kept UTC+05:30 with no daylight
 * saving since 1945, so a fixed offset is exact and needs no time-zone database.
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

/**
 * When something recorded on a device (the gate desk, offline for a shift) happened. The device
 * says, within reason: a time in the future (a fast clock) is now, and one older than a day is a
 * day ago — more than a whole shift offline, and no further back than the server will believe.
 */

const HOUR_MS = 60 * 60 * 1000;

/** How late a device may tell of an entry. */
const LATE_MS = 24 * HOUR_MS;

export function happenedAt(at: string | undefined, now: Date): Date {
  if (at === undefined) return now;
  const time = Date.parse(at);
  const earliest = now.getTime() - LATE_MS;
  return new Date(Math.min(now.getTime(), Math.max(earliest, time)));
}

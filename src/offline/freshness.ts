/** How old the copy on screen is, in the words of the issue ("Updated 5 min ago"). */
import { indiaClock, indiaDay, indiaShortDate } from '../lib/india-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function freshnessLabel(
  refreshedAt: number | undefined,
  now: number,
  online: boolean,
): string {
  if (refreshedAt === undefined) {
    return online ? 'Not saved on this phone yet' : 'Offline — nothing saved on this phone yet';
  }
  if (!online) {
    // "at 09:12" alone would mislead about yesterday's copy.
    const when =
      indiaDay(refreshedAt) === indiaDay(now)
        ? `at ${indiaClock(refreshedAt)}`
        : `on ${indiaShortDate(refreshedAt)} at ${indiaClock(refreshedAt)}`;
    return `Offline — showing what was saved ${when}`;
  }
  const age = Math.max(0, now - refreshedAt);
  if (age < MINUTE) return 'Updated just now';
  if (age < HOUR) return `Updated ${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `Updated ${Math.floor(age / HOUR)} h ago`;
  return `Updated on ${indiaShortDate(refreshedAt)}`;
}

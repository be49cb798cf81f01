/** How old the copy on screen is, in the words of the issue ("Updated 5 min ago"). */
import { formatAtMoment, formatInstantShortDay } from '../lib/format-date';

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
    // "at 9:12 AM" alone would mislead about yesterday's copy: "on Mon 10 Mar at 9:12 AM".
    return `Offline — showing what was saved ${formatAtMoment(refreshedAt, now)}`;
  }
  const age = Math.max(0, now - refreshedAt);
  if (age < MINUTE) return 'Updated just now';
  if (age < HOUR) return `Updated ${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `Updated ${Math.floor(age / HOUR)} h ago`;
  return `Updated on ${formatInstantShortDay(refreshedAt, now)}`;
}

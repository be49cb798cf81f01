/** How long ago something happened, as a notice list says it ("5 min ago", "2 days ago"). */
import { formatDay, formatInstantClock } from './format-date';
import { indiaDay } from './india-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgo(at: number, now: number): string {
  if (!Number.isFinite(at)) return '';
  // A phone clock a little behind the server's must not say "in 2 min".
  const age = Math.max(0, now - at);
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`;
  const days = Math.floor(age / DAY);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return `on ${formatDay(indiaDay(at))}`;
}

/** The exact moment, for a `<time>`'s title: "March 10, 2025 at 9:05 AM". */
export function exactMoment(at: number): string {
  if (!Number.isFinite(at)) return '';
  return `${formatDay(indiaDay(at))} at ${formatInstantClock(at)}`;
}

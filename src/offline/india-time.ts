/** Times the user reads are India's (SPEC.md), whatever zone the phone is set to. */
import { formatInTimeZone } from 'date-fns-tz';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** `HH:mm`, 24-hour, in India. */
export function indiaClock(at: number): string {
  return formatInTimeZone(at, INDIA_TIME_ZONE, 'HH:mm');
}

export function indiaDay(at: number): string {
  return formatInTimeZone(at, INDIA_TIME_ZONE, 'yyyy-MM-dd');
}

/** `Mon, Mar 3`, in India: the short day form of src/lib/format-date.ts, for instants. */
export function indiaShortDate(at: number): string {
  return formatInTimeZone(at, INDIA_TIME_ZONE, 'EEE, MMM d');
}

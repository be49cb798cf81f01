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

/** `3 Mar`, in India. */
export function indiaShortDate(at: number): string {
  return formatInTimeZone(at, INDIA_TIME_ZONE, 'd MMM');
}

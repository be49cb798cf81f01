/** Wall-clock time at the estate (SPEC.md: India), whatever zone the phone is set to. */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** Today in India as yyyy-MM-dd. */
export function indiaToday(now: number = Date.now()): string {
  return formatInTimeZone(now, INDIA_TIME_ZONE, 'yyyy-MM-dd');
}

/** The current time in India as HH:MM (24-hour), the format of a time input. */
export function indiaNowTime(now: number = Date.now()): string {
  return formatInTimeZone(now, INDIA_TIME_ZONE, 'HH:mm');
}

/** True when India's `date` (yyyy-MM-dd) at `time` (HH:MM) is still ahead of `now`. */
export function isFuture(date: string, time: string, now: number = Date.now()): boolean {
  const at = fromZonedTime(`${date}T${time}:00`, INDIA_TIME_ZONE).getTime();
  return Number.isFinite(at) && at > now;
}

/**
 * India's `date` (yyyy-MM-dd) at `time` (HH:MM) as an ISO instant with India's own offset
 * (`2026-11-24T18:00:00+05:30`): what a resident typed, unmoved by the phone's time zone.
 */
export function indiaInstant(date: string, time: string): string {
  return `${date}T${time}:00+05:30`;
}

/**
 * Wall-clock time at the estate (SPEC.md: India), whatever zone the phone is set to. The one
 * module of the app for it: each reader takes an instant (default: now), so a label of a saved
 * time and today's date come from the same function.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** India's calendar day of `at` (default: today) as yyyy-MM-dd. */
export function indiaDay(at: number = Date.now()): string {
  return formatInTimeZone(at, INDIA_TIME_ZONE, 'yyyy-MM-dd');
}

/**
 * India's time of `at` (default: now) as HH:mm, 24-hour: the value of a time input, never a
 * label (a person reads src/lib/format-date.ts's formatInstantClock, '6:00 PM').
 */
export function indiaClock(at: number = Date.now()): string {
  return formatInTimeZone(at, INDIA_TIME_ZONE, 'HH:mm');
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

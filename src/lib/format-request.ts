/**
 * How a ride or booking reads (contract/requests/requests.ts): when it is, how long it has waited, and
 * one line per step of its timeline. Times are India's, whatever zone the phone is set to.
 */
import { addDays } from '../../contract/platform/india-time';
import { isFinal } from '../../contract/requests/lifecycle';
import { lifecycleOf, type RequestItem, type RequestStep } from '../../contract/requests/requests';
import { formatClockRange, formatMoment, formatShortDay } from './format-date';
import { indiaDay, isFuture } from './india-time';

const MINUTE = 60_000;

/** 'Today at 6:30 PM', 'Tomorrow at 9:00 AM–1:00 PM', 'Sat 8 Mar at 6:00 PM–10:00 PM'. */
export function requestWhen(
  item: Pick<RequestItem, 'date' | 'time' | 'end_time'>,
  today: string,
): string {
  const day =
    item.date === today
      ? 'Today'
      : item.date === addDays(today, 1)
        ? 'Tomorrow'
        : formatShortDay(item.date, today);
  // An event registration has no clock time of its own (the event's is free text).
  return item.time ? `${day} at ${formatClockRange(item.time, item.end_time)}` : day;
}

/** 'waiting 12 min', 'waiting 2 h 5 min', 'waiting 3 days': how long the office has left it. */
export function waitingFor(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / MINUTE));
  if (!Number.isFinite(minutes)) return 'waiting';
  if (minutes < 1) return 'waiting less than a minute';
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `waiting ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const days = Math.floor(hours / 24);
  return `waiting ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The line under a request in the office's queue: how long it has waited while nobody answered
 * it ('waiting 12 min'), and once the office has (an accepted ride, still to set off), what it
 * did last and when ('Accepted 6:02 PM'): an answered request is not waiting any more (issue 35).
 */
export function queueLine(item: Queued, now: number): string {
  const last = item.history.at(-1);
  if (!last || !isAnswered(item)) return waitingFor(item.created_at, now);
  return `${last.status} ${formatMoment(last.at, now)}`.trim();
}

type Queued = Pick<RequestItem, 'kind' | 'status' | 'created_at' | 'history'>;

/** The office has moved it on from where it started (Requested, Pending). */
export function isAnswered(item: Queued): boolean {
  return item.status.toLowerCase() !== lifecycleOf(item.kind).initial.toLowerCase();
}

/** 'Accepted 6:02 PM — Cart 2, about 10 min'; a step of another day: 'Accepted Mon 3 Mar at 6:02 PM'. */
export function stepLine(step: RequestStep, now: number): string {
  const line = `${step.status} ${formatMoment(step.at, now)}`.trim();
  return step.note ? `${line} — ${step.note}` : line;
}

type Timed = Pick<RequestItem, 'kind' | 'date' | 'time' | 'end_time'>;

/**
 * Still ahead, by the clock alone (so cancelling never moves a card): a booking until it ends
 * (a court's start when no end is known), a ride or an event all of its day — either may run
 * late, and an event's time is free text.
 */
export function isAhead(item: Timed, now: number): boolean {
  const today = indiaDay(now);
  if (item.date !== today) return item.date > today;
  if (item.kind === 'golf_cart' || item.kind === 'registration') return true;
  return isFuture(item.date, item.end_time || item.time, now);
}

/** Ahead and still live (not cancelled, declined or done): what a resident has coming up. */
export function isComingUp(item: Timed & Pick<RequestItem, 'status'>, now: number): boolean {
  const lifecycle = lifecycleOf(item.kind);
  const state = lifecycle.states.find((s) => s.toLowerCase() === item.status.toLowerCase());
  return state !== undefined && !isFinal(lifecycle, state) && isAhead(item, now);
}

/** Soonest first. */
export const bySoonest = (a: Timed, b: Timed) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

/**
 * What an event tells its households (issue 21), in the caller's transaction like every notice
 * (DESIGN.md §8): a seat that freed up for them, a new day, time or place, and a cancellation.
 * Households are the residents who registered or wait; `notify` skips those who moved out.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notify } from './notify';

export interface NoticeEvent {
  id: number;
  title: string;
  date: string;
  time: string;
  location: string;
}

const DAY = 86_400;

/** "Sun 16 Nov" for an India calendar date (yyyy-MM-dd). */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  const weekday = day.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const rest = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${weekday} ${rest}`;
}

/** "Sun 16 Nov, 7:00 PM at Clubhouse". */
export const whenAndWhere = (event: NoticeEvent): string =>
  `${dayLabel(event.date)}, ${event.time} at ${event.location}`;

function tell(
  tx: Kysely<Database>,
  event: NoticeEvent,
  phones: readonly string[],
  notice: { kind: string; title: string; body: string; url?: string },
  at: Date,
): Promise<number> {
  if (phones.length === 0) return Promise.resolve(0);
  return notify(
    tx,
    { phones },
    {
      category: 'requests',
      url: `/event/${event.id}`,
      tag: `event-${event.id}`,
      push: { urgency: 'normal', ttlSeconds: DAY },
      ...notice,
    },
    at,
  );
}

export const tellMovedIn = (
  tx: Kysely<Database>,
  event: NoticeEvent,
  phones: readonly string[],
  at: Date,
) =>
  tell(
    tx,
    event,
    phones,
    {
      kind: 'event_seat',
      title: `A seat freed up: ${event.title}`,
      body: `You are registered. ${whenAndWhere(event)}`,
    },
    at,
  );

export const tellChanged = (
  tx: Kysely<Database>,
  event: NoticeEvent,
  phones: readonly string[],
  at: Date,
) =>
  tell(
    tx,
    event,
    phones,
    {
      kind: 'event_changed',
      title: `${event.title} has changed`,
      body: `Now on ${whenAndWhere(event)}`,
    },
    at,
  );

/** The event's page is gone, so the notice leads to the list. */
export const tellCancelled = (
  tx: Kysely<Database>,
  event: NoticeEvent,
  phones: readonly string[],
  at: Date,
) =>
  tell(
    tx,
    event,
    phones,
    {
      kind: 'event_cancelled',
      title: `${event.title} is cancelled`,
      body: `The RWA cancelled ${event.title} on ${dayLabel(event.date)}.`,
      url: '/events',
    },
    at,
  );

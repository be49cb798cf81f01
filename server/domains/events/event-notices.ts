/**
 * What an event tells its households (issue 21), in the caller's transaction like every notice
 * (DESIGN.md §8): a seat that freed up for them, a new day, time or place, and a cancellation.
 * Households are the residents who registered or wait; `notify` skips those who moved out.
 */
import type { Kysely } from 'kysely';
import { eventNotices } from '../../../contract/events/messages';
import type { NoticeEventWhen } from '../../../contract/events/messages';
import type { Database } from '../../platform/db/schema';
import { notify } from '../notices';

export interface NoticeEvent extends NoticeEventWhen {
  id: number;
}

const DAY = 86_400;

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
) => tell(tx, event, phones, { kind: 'event_seat', ...eventNotices.seatFreed(event) }, at);

/** `before` is the event as the households last knew it: the notice names the old and the new. */
export const tellChanged = (
  tx: Kysely<Database>,
  before: NoticeEvent,
  after: NoticeEvent,
  phones: readonly string[],
  at: Date,
) => tell(tx, after, phones, { kind: 'event_changed', ...eventNotices.changed(before, after) }, at);

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
    { kind: 'event_cancelled', ...eventNotices.cancelled(event), url: '/events' },
    at,
  );

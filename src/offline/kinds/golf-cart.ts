/**
 * Golf-cart requests go through the outbox (DESIGN.md §5). A ride asked for 10:30 that could not
 * be sent before 10:30 is useless to the estate office, so it expires instead of being sent.
 * Worker-safe: contract and src/offline only.
 */
import { fromZonedTime } from 'date-fns-tz';
import { requestGolfCart, type GolfCartRequest } from '../../../contract/golf-cart/golf-cart';
import { messages } from '../../../contract/messages';
import { INDIA_TIME_ZONE, indiaDay } from '../../lib/india-time';
import type { OutboxKind } from '../outbox-kinds';

export const GOLF_CART_KIND = 'golfCartRequest';

/** When the ride starts, as epoch ms; the request carries India's wall-clock date and time. */
export function rideStartsAt(payload: Pick<GolfCartRequest, 'date' | 'time'>, now: number): number {
  // Older payloads without a date meant "today" (the server reads them the same way).
  const date = payload.date ?? indiaDay(now);
  return fromZonedTime(`${date}T${payload.time}:00`, INDIA_TIME_ZONE).getTime();
}

export const golfCartKind: OutboxKind<GolfCartRequest> = {
  kind: GOLF_CART_KIND,
  endpoint: requestGolfCart,
  toRequest: (payload) => ({ body: payload }),
  isExpired: (payload, now) => {
    const startsAt = rideStartsAt(payload, now);
    // A payload we cannot read a time from is not "expired": the server will say what is wrong.
    return Number.isFinite(startsAt) && startsAt <= now;
  },
  failure: messages.golfCartFailed,
};

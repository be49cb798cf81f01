/**
 * What the chaos test queues: golf-cart rides, each with a unique comment so its row on the
 * server can be found, and what the test expects of each (sent, or a failure it caused itself).
 */
import type { GolfCartRequest } from '../../../contract/golf-cart';
import { indiaClock, indiaDay } from '../../../src/offline/india-time';

export const RESIDENT = { phone: '9000000002', apartment: 'A101' } as const;

/** `sent` exactly once, or settled without a send for a reason the test caused on purpose. */
export type Expectation = 'sent' | 'rejected' | 'expired';

export interface QueuedWrite {
  comment: string;
  expect: Expectation;
}

/** A ride later today in India; `late` rides (23:xx) stay valid however far the test moves time. */
export function ride(
  comment: string,
  at: { now: number; time?: string; duration?: number },
): GolfCartRequest {
  return {
    pickup_location: 'Tower A lobby',
    dropoff_location: 'Clubhouse',
    duration: at.duration ?? 15,
    time: at.time ?? '23:30',
    date: indiaDay(at.now),
    comments: comment,
    user_id: RESIDENT.phone,
    apartment_number: RESIDENT.apartment,
    phone_number: RESIDENT.phone,
  };
}

/** A ride two minutes from now: the test then moves the clock past it before any drain. */
export function soonTime(now: number): string {
  return indiaClock(now + 2 * 60_000);
}

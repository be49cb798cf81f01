/**
 * What the chaos test queues: golf-cart rides, each with a unique comment so its row on the
 * server can be found, and what the test expects of each (sent, or a failure it caused itself).
 */
import type { GolfCartRequest } from '../../../contract/golf-cart/golf-cart';
import type { OutboxRecord } from '../../../src/offline/db';
import { indiaClock, indiaDay } from '../../../src/lib/india-time';

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

/**
 * What is wrong with one write at the end, or undefined if it is explained: sent and on the
 * server exactly once (the answer the phone kept names that row, even when it was a replay),
 * or rejected/expired for the reason the test caused, and not on the server.
 */
export function judge(
  write: QueuedWrite,
  record: OutboxRecord | undefined,
  rowIds: number[],
  reasons: Record<Exclude<Expectation, 'sent'>, string>,
): string | undefined {
  if (record?.status !== write.expect) {
    return `is ${record?.status ?? 'missing'} in the outbox, expected ${write.expect}`;
  }
  if (write.expect === 'sent') {
    if (rowIds.length !== 1) return `is on the server ${rowIds.length} times`;
    const answer = record.serverResult as { request_id?: unknown } | undefined;
    if (answer?.request_id !== String(rowIds[0])) {
      return `kept the answer ${JSON.stringify(answer)} for row ${rowIds[0]}`;
    }
    return undefined;
  }
  if (rowIds.length > 0) return `is ${write.expect} yet on the server ${rowIds.length} times`;
  if (!record.lastError?.includes(reasons[write.expect])) {
    return `is ${write.expect} for another reason: ${record.lastError}`;
  }
  return undefined;
}

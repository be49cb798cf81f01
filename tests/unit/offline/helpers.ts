/** Shared fixtures for the offline engine's tests: a clean database, a fake network, test kinds. */
import 'fake-indexeddb/auto';
import { z } from 'zod';
import { defineEndpoint } from '../../../contract/platform/endpoint';
import { db } from '../../../src/offline/db';
import { drainOutbox, type DrainOptions } from '../../../src/offline/drain';
import { registerOutboxKind, resetOutboxKinds } from '../../../src/offline/outbox-kinds';
import type { TransportRequest, TransportResponse } from '../../../src/offline/transport';

export const T0 = Date.parse('2025-03-10T09:00:00+05:30');

export async function resetOfflineDb(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
  resetOutboxKinds();
}

export function reply(
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): TransportResponse {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { status, body, headers: { get: (name) => lower.get(name.toLowerCase()) ?? null } };
}

export const NETWORK_DOWN = 'network-down';
type Answer = TransportResponse | typeof NETWORK_DOWN;

/** A scripted network: answers in turn (the last one repeats) and records every request. */
export function fakeNetwork(...answers: (Answer | ((request: TransportRequest) => Answer))[]) {
  const requests: TransportRequest[] = [];
  let turn = 0;
  const transport = async (request: TransportRequest): Promise<TransportResponse> => {
    requests.push(request);
    const next = answers[Math.min(turn, answers.length - 1)] ?? reply(200, {});
    turn += 1;
    const answer = typeof next === 'function' ? next(request) : next;
    if (answer === NETWORK_DOWN) throw new TypeError('Failed to fetch');
    return answer;
  };
  return { transport, requests };
}

export const rideEndpoint = defineEndpoint({
  method: 'POST',
  path: 'golf-cart/golf-cart/request',
  access: 'member',
  body: z.object({ pickup: z.string(), time: z.string() }),
  response: z.object({ request_id: z.number() }),
  idempotent: true,
  failure: 'Failed to submit golf cart request',
});

export interface Ride {
  pickup: string;
  /** ISO time of the ride; past rides expire instead of being sent. */
  time: string;
  item?: string;
}

/** A golf-cart-like kind: expires when its time has passed, ordered by `item` when given. */
export function registerRideKind(onSent?: (result: unknown) => void) {
  return registerOutboxKind<Ride>({
    kind: 'test.ride',
    endpoint: rideEndpoint,
    toRequest: (ride) => ({ body: { pickup: ride.pickup, time: ride.time } }),
    isExpired: (ride, now) => Date.parse(ride.time) < now,
    entityKey: (ride) => ride.item,
    onSent: onSent ? (result) => onSent(result) : undefined,
  });
}

/** Later than any test clock, the real one included. */
export const FUTURE = '2100-01-01T00:00:00.000Z';

export function ride(pickup: string, item?: string): Ride {
  return item === undefined ? { pickup, time: FUTURE } : { pickup, time: FUTURE, item };
}

/** Drains at a fixed clock with a signed-in resident `9876543210`. */
export function drainAt(
  now: number,
  transport: DrainOptions['transport'],
  extra: Partial<DrainOptions> = {},
) {
  return drainOutbox({
    transport,
    getToken: (userId) => (userId === RESIDENT ? 'token-1' : null),
    now: () => now,
    random: () => 0.5,
    ...extra,
  });
}

export const RESIDENT = '9876543210';

export async function recordOf(id: string) {
  const record = await db.outbox.get(id);
  if (!record) throw new Error(`record ${id} is gone`);
  return record;
}

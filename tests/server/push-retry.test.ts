/**
 * What the drainer does with each answer of a push service (RFC 8030 §5, §7): the local HTTPS
 * service answers as scripted, or hangs up, or is not there at all; the queue and the devices
 * are then checked as the next drain will find them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_MAX_ATTEMPTS } from '../../server/domains/notices/push-drainer';
import { PUSH_BACKOFF_CAP_MS, retryDelay } from '../../server/domains/notices/push-policy';
import type { Answer } from './push-service';
import { payloadFor, pushFixture } from './push-support';
import type { PushFixture } from './push-support';

let f: PushFixture;
beforeAll(async () => {
  f = await pushFixture();
});
afterAll(() => f?.close());
beforeEach(() => f.reset());

const later = (ms: number) => new Date(f.t.clock.now().getTime() + ms);
const subscriptionExists = async (id: number) =>
  (await f.t.db.selectFrom('push_subscriptions').select('id').where('id', '=', id).execute())
    .length === 1;

describe.each([404, 410])('a %i from the push service', (status) => {
  it('removes the device and every push still queued for it', async () => {
    const { subscriptionId } = await f.subscribe();
    const other = await f.subscribe();
    const first = await f.queue(subscriptionId, payloadFor('now'));
    const waiting = await f.queue(subscriptionId, payloadFor('later'), {
      nextAttemptAt: later(60 * 60_000),
    });
    await f.queue(other.subscriptionId, payloadFor('other device'), {
      nextAttemptAt: later(60 * 60_000),
    });
    f.service.script.push({ status });

    expect(await f.drain()).toMatchObject({ claimed: 1, gone: 1, sent: 0 });
    expect(await subscriptionExists(subscriptionId)).toBe(false);
    expect(await f.row(first)).toBeUndefined();
    expect(await f.row(waiting)).toBeUndefined();
    expect(await subscriptionExists(other.subscriptionId)).toBe(true);
    expect(await f.t.db.selectFrom('push_queue').select('id').execute()).toHaveLength(1);
  });
});

describe('a 429 with Retry-After', () => {
  it('keeps the push exactly as long as asked, then sends it once', async () => {
    const { device, subscriptionId } = await f.subscribe();
    const id = await f.queue(subscriptionId, payloadFor('busy'));
    f.service.script.push({ status: 429, headers: { 'retry-after': '120' } });

    expect(await f.drain()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await f.row(id)).toEqual({ attempts: 1, next_attempt_at: later(120_000) });
    f.t.clock.advance(119_000);
    expect((await f.drain()).claimed).toBe(0);
    f.t.clock.advance(1_000);
    expect(await f.drain()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await f.row(id)).toBeUndefined();
    expect(f.service.received.map((r) => r.answer)).toEqual([429, 201]);
    expect(f.service.payloadsOf(device)).toEqual([payloadFor('busy'), payloadFor('busy')]);
  });
});

describe.each<[string, Answer]>([
  ['a 500', { status: 500 }],
  ['a 503', { status: 503 }],
  ['a hang-up', 'hang-up'],
])('%s', (_name, answer) => {
  it('is tried again after a backoff, and then sent', async () => {
    const { subscriptionId } = await f.subscribe();
    const id = await f.queue(subscriptionId, payloadFor('flaky'));
    f.service.script.push(answer);

    expect(await f.drain()).toMatchObject({ claimed: 1, retried: 1 });
    // First retry: full jitter in [0, 2 s); the fixture pins it to the middle.
    expect(await f.row(id)).toEqual({ attempts: 1, next_attempt_at: later(1_000) });
    expect((await f.drain()).claimed).toBe(0);
    f.t.clock.advance(1_000);
    expect(await f.drain()).toMatchObject({ sent: 1 });
    expect(await f.row(id)).toBeUndefined();
    expect(f.service.received.map((r) => r.answer)).toEqual([
      answer === 'hang-up' ? 'hang-up' : answer.status,
      201,
    ]);
  });
});

describe('a push service that is down', () => {
  it('is tried again later, the device kept', async () => {
    const device = f.service.device();
    const down = { ...device, endpoint: `${f.downOrigin}/push/x` };
    const { subscriptionId } = await f.subscribe(down);
    const id = await f.queue(subscriptionId, payloadFor('down'));

    expect(await f.drain()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await f.row(id)).toMatchObject({ attempts: 1 });
    expect(await subscriptionExists(subscriptionId)).toBe(true);
  });
});

describe('giving up', () => {
  it(`drops a push after ${PUSH_MAX_ATTEMPTS} failed attempts`, async () => {
    const { subscriptionId } = await f.subscribe();
    const id = await f.queue(subscriptionId, payloadFor('doomed'), {
      attempts: PUSH_MAX_ATTEMPTS - 1,
    });
    f.service.script.push({ status: 500 });
    expect(await f.drain()).toMatchObject({ claimed: 1, dropped: 1, retried: 0 });
    expect(await f.row(id)).toBeUndefined();
    expect(await subscriptionExists(subscriptionId)).toBe(true);
  });

  it('never sends a push whose TTL has passed, and sends others with the TTL they have left', async () => {
    const { device, subscriptionId } = await f.subscribe();
    const stale = await f.queue(subscriptionId, payloadFor('stale'), {
      ttlSeconds: 3_600,
      createdAt: later(-2 * 3_600_000),
    });
    await f.queue(subscriptionId, payloadFor('fresh'), {
      ttlSeconds: 3_600,
      createdAt: later(-1_000_000),
    });
    expect(await f.drain()).toMatchObject({ claimed: 2, sent: 1, dropped: 1 });
    expect(await f.row(stale)).toBeUndefined();
    expect(f.service.payloadsOf(device)).toEqual([payloadFor('fresh')]);
    expect(f.service.received[0]?.headers.ttl).toBe('2600');
  });

  it('drops a push the service refuses for good (413), keeping the device', async () => {
    const { subscriptionId } = await f.subscribe();
    const id = await f.queue(subscriptionId, payloadFor('too big'));
    f.service.script.push({ status: 413 });
    expect(await f.drain()).toMatchObject({ dropped: 1 });
    expect(await f.row(id)).toBeUndefined();
    expect(await subscriptionExists(subscriptionId)).toBe(true);
  });
});

describe('the backoff', () => {
  const now = new Date('2030-03-04T05:30:00.000Z');
  const top = () => 0.999_999;

  it('doubles from 2 s and stops growing at 15 min, with full jitter', () => {
    expect(retryDelay(1, undefined, now, top)).toBeLessThan(2_000);
    expect(retryDelay(2, undefined, now, top)).toBeLessThan(4_000);
    expect(retryDelay(2, undefined, now, top)).toBeGreaterThan(3_900);
    expect(retryDelay(30, undefined, now, top)).toBeLessThan(PUSH_BACKOFF_CAP_MS);
    expect(retryDelay(30, undefined, now, top)).toBeGreaterThan(PUSH_BACKOFF_CAP_MS - 1_000);
    expect(retryDelay(3, undefined, now, () => 0)).toBe(0);
  });

  it('waits at least what Retry-After asks, in seconds or as a date', () => {
    expect(retryDelay(1, '30', now, () => 0)).toBe(30_000);
    const date = new Date(now.getTime() + 90_000).toUTCString();
    expect(retryDelay(1, date, now, () => 0)).toBe(90_000);
    expect(retryDelay(1, 'soon', now, () => 0)).toBe(0);
  });
});

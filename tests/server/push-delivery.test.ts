/**
 * The push drainer end to end: web-push encrypts and signs for real, a local HTTPS push service
 * receives, and the "browser" decrypts (RFC 8291) — so what reaches a device, under which VAPID
 * identity, from which queue, and how many times, is what a user's phone would see.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { drainPushQueue, topicOf } from '../../server/domains/notices/push-drainer';
import { notify } from '../../server/domains/notices/notify';
import { testConfig } from './helper';
import { verifyVapid } from './push-service';
import { payloadFor, pushFixture } from './push-support';
import type { PushFixture } from './push-support';
import { createTestDatabase } from './test-database';
import { documentConformance } from './document-conformance';

let f: PushFixture;
beforeAll(async () => {
  f = await pushFixture();
});
afterAll(() => f?.close());
beforeEach(() => f.reset());

const until = async (done: () => boolean, what: string, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a queued push', () => {
  it('reaches its device encrypted for it, signed with our VAPID key, then leaves the queue', async () => {
    const { device, subscriptionId } = await f.subscribe();
    const payload = {
      title: 'Golf cart accepted',
      body: 'Cart 2, about 10 min — नमस्ते 👋',
      url: '/my-requests',
      tag: 'ride-7',
      unread: 3,
    };
    const id = await f.queue(subscriptionId, payload, { urgency: 'high', ttlSeconds: 600 });

    expect(await f.drain()).toEqual({
      claimed: 1,
      sent: 1,
      retried: 0,
      dropped: 0,
      gone: 0,
      refused: 0,
    });
    expect(f.service.payloadsOf(device)).toEqual([payload]);
    const [received] = f.service.received;
    expect(received?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '600',
      urgency: 'high',
      topic: topicOf('ride-7'),
    });
    const vapid = await verifyVapid(received?.headers.authorization, f.service.origin);
    expect(vapid.key).toBe(f.t.config.vapid.publicKey);
    expect(vapid.claims).toMatchObject({
      aud: f.service.origin,
      sub: f.t.config.vapid.subject,
    });
    expect(await f.row(id)).toBeUndefined();
  });

  it('carries a topic per tag (RFC 8030), so a newer push replaces one still waiting', () => {
    expect(topicOf('ride-7')).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(topicOf('ride-7')).toBe(topicOf('ride-7'));
    expect(topicOf('ride-8')).not.toBe(topicOf('ride-7'));
    expect(topicOf('x'.repeat(5_000))).toHaveLength(22);
  });

  it('is sent once: a second drain at the same moment finds nothing left', async () => {
    const { subscriptionId } = await f.subscribe();
    await f.queue(subscriptionId, payloadFor('once'));
    const options = { allowedHosts: f.t.config.pushAllowedHosts };
    expect((await drainPushQueue(f.t.db, f.sender, f.t.clock.now(), options)).sent).toBe(1);
    expect((await drainPushQueue(f.t.db, f.sender, f.t.clock.now(), options)).claimed).toBe(0);
    expect(f.service.received).toHaveLength(1);
  });

  it('fits a long body into one push record, the inbox keeping the whole of it', async () => {
    const { device, subscriptionId } = await f.subscribe();
    const body = 'वार्षिक आम सभा '.repeat(300);
    await f.queue(subscriptionId, { ...payloadFor('long'), body });
    expect((await f.drain()).sent).toBe(1);
    const [got] = f.service.payloadsOf(device) as { body: string }[];
    expect(got?.body.endsWith('…')).toBe(true);
    expect(body.startsWith(got?.body.slice(0, -1) ?? 'x')).toBe(true);
  });
});

describe('pushes from notify()', () => {
  const notice = {
    kind: 'test',
    category: 'requests',
    title: 'Your golf cart is on the way',
    body: 'Cart 2 left the club house.',
    url: '/my-requests',
    tag: 'ride-1',
  } as const;

  it('deliver what the change told the user', async () => {
    const { device } = await f.subscribe();
    await f.t.db
      .transaction()
      .execute((tx) => notify(tx, { phones: ['9000000002'] }, notice, f.t.clock.now()));
    expect((await f.drain()).sent).toBe(1);
    expect(f.service.payloadsOf(device)).toEqual([
      {
        title: notice.title,
        body: notice.body,
        url: notice.url,
        tag: notice.tag,
        unread: expect.any(Number),
      },
    ]);
  });

  it('never leave a change that rolled back: no inbox row, no push', async () => {
    const { device } = await f.subscribe();
    const title = 'A change that never happened';
    const failed = f.t.db.transaction().execute(async (tx) => {
      await notify(tx, { phones: ['9000000002'] }, { ...notice, title }, f.t.clock.now());
      throw new Error('the change failed after telling');
    });
    await expect(failed).rejects.toThrow('the change failed');
    const inbox = await f.t.db
      .selectFrom('notifications')
      .select('id')
      .where('title', '=', title)
      .execute();
    expect(inbox).toEqual([]);
    expect(await f.t.db.selectFrom('push_queue').select('id').execute()).toEqual([]);
    expect((await f.drain()).claimed).toBe(0);
    expect(f.service.payloadsOf(device)).toEqual([]);
  });
});

describe('several drainers', () => {
  it('send every push exactly once when two race over the same queue', async () => {
    const devices = await Promise.all([f.subscribe(), f.subscribe(), f.subscribe()]);
    const N = 30;
    for (let n = 0; n < N; n += 1) {
      await f.queue(devices[n % 3]?.subscriptionId ?? 0, payloadFor(n));
    }
    const drainer = async () => {
      let claimed = 0;
      for (;;) {
        const summary = await f.drain({ batch: 4 });
        if (summary.claimed === 0) return claimed;
        claimed += summary.claimed;
      }
    };
    const [a, b] = await Promise.all([drainer(), drainer()]);
    expect(a + b).toBe(N);
    const titles = f.service.received.map((r) => (r.payload as { title: string }).title);
    expect(titles.sort()).toEqual(Array.from({ length: N }, (_, n) => `Notice ${n}`).sort());
    expect(await f.t.db.selectFrom('push_queue').select('id').execute()).toEqual([]);
  });

  it('leave a claimed push alone until its lease ends, then take it (its server died)', async () => {
    const { device, subscriptionId } = await f.subscribe();
    const id = await f.queue(subscriptionId, payloadFor('orphan'));
    // As a claim leaves it: leased five minutes ahead, and never finished.
    const leased = new Date(f.t.clock.now().getTime() + 5 * 60_000);
    await f.t.db
      .updateTable('push_queue')
      .set({ next_attempt_at: leased })
      .where('id', '=', id)
      .execute();
    expect((await f.drain()).claimed).toBe(0);
    f.t.clock.advance(5 * 60_000);
    expect((await f.drain()).sent).toBe(1);
    expect(f.service.payloadsOf(device)).toHaveLength(1);
  });
});

describe('the drainer and requests', () => {
  it('holds no database connection while a push is on the wire', async () => {
    const { subscriptionId } = await f.subscribe();
    await f.queue(subscriptionId, payloadFor('slow'));
    let release!: () => void;
    f.service.script.push({ status: 201, hold: new Promise((r) => (release = r)) });
    const draining = f.drain();
    await until(() => f.service.received.length === 1, 'the push to arrive');
    // With PGlite's one connection, a claim held across the send would block this forever.
    const query = sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(f.t.db);
    const answered = await Promise.race([
      query.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('blocked'), 2_000)),
    ]);
    release();
    expect(answered).toBe('answered');
    expect((await draining).sent).toBe(1);
  });

  it('runs on the server by itself, on its timer, and stops when the server closes', async () => {
    const database = await createTestDatabase();
    const db = database.handle.db;
    const app = await buildApp({
      // Held to the API document, as build()'s apps are.
      onSend: documentConformance().onSend,
      config: testConfig({
        pushDrainIntervalSeconds: 1,
        pushAllowedHosts: f.t.config.pushAllowedHosts,
      }),
      database: { ...database.handle, close: () => Promise.resolve() },
      pushSender: f.sender,
    });
    const device = f.service.device();
    const queue = async (n: string) => {
      const { id } = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', device.endpoint)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('push_queue')
        .values({
          subscription_id: id,
          payload: JSON.stringify(payloadFor(n)),
          urgency: 'normal',
          ttl_seconds: 600,
          next_attempt_at: new Date(),
          created_at: new Date(),
        })
        .execute();
    };
    try {
      const { endpoint, p256dh, auth } = device;
      await db
        .insertInto('push_subscriptions')
        .values({ user_phone: '9000000002', endpoint, p256dh, auth, created_at: new Date() })
        .execute();
      await queue('on the timer');
      await app.ready();
      await until(() => f.service.payloadsOf(device).length === 1, 'the timer to drain');
      await app.close();
      await queue('after close');
      await new Promise((r) => setTimeout(r, 1_500));
      expect(f.service.payloadsOf(device)).toEqual([payloadFor('on the timer')]);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

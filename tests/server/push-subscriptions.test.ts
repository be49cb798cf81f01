/**
 * Push subscriptions (contract/notices/push.ts): who may add and remove a device, what a device must
 * look like, and the VAPID keys the server signs with (generated once, or from the environment).
 */
import { statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushMessages } from '../../contract/notices/push';
import type { PushSubscriptionInput } from '../../contract/notices/push';
import { ConfigError, loadConfig } from '../../server/platform/config/config';
import { pushAllowedHosts } from '../../server/platform/config/push-hosts';
import { MAX_DEVICES_PER_USER } from '../../server/domains/notices/push-handlers';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';
import { TestPushService } from './push-service';
import type { Device } from './push-service';

let t: TestApp;
let service: TestPushService;
let member: string;
let rwa: string;

beforeAll(async () => {
  service = await TestPushService.start();
  t = await build({ config: { pushAllowedHosts: pushAllowedHosts.parse(service.allowedHost) } });
  member = await login(t, '9000000002', 'A101');
  rwa = await login(t, '9000000001');
});
afterAll(async () => {
  await service?.stop();
  await t?.close();
});

const toJson = (device: Device): PushSubscriptionInput => ({
  endpoint: device.endpoint,
  expirationTime: null,
  keys: { p256dh: device.p256dh, auth: device.auth },
});
const subscribe = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: payload as object,
    ...(token ? { headers: bearer(token) } : {}),
  });
const unsubscribe = (token: string | null, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    payload: { endpoint },
    ...(token ? { headers: bearer(token) } : {}),
  });
const devicesOf = (phone: string) =>
  t.db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('user_phone', '=', phone)
    .orderBy('id')
    .execute();

describe('the VAPID public key', () => {
  it('is given to anyone, since the browser needs it before subscribing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ public_key: t.config.vapid.publicKey });
  });
});

describe('subscribing a device', () => {
  it('stores what PushSubscription.toJSON() gives, for the caller', async () => {
    const device = service.device();
    const response = await subscribe(member, toJson(device));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: pushMessages.subscribed });
    expect(await devicesOf('9000000002')).toContainEqual({
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
    });
  });

  it('refuses an http:// endpoint, and anything that is not a URL', async () => {
    for (const endpoint of ['http://push.example.com/x', 'push.example.com/x', 'ftp://x/y', '']) {
      const device = { ...toJson(service.device()), endpoint };
      const response = await subscribe(member, device);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toEqual({ detail: `endpoint: ${pushMessages.endpointInvalid}` });
    }
    const long = `${service.origin}/${'x'.repeat(3000)}`;
    expect(
      (await subscribe(member, { ...toJson(service.device()), endpoint: long })).statusCode,
    ).toBe(400);
  });

  it('refuses keys that no browser could have made', async () => {
    const good = service.device();
    const offCurve = `B${'A'.repeat(86)}`;
    const cases = [
      { p256dh: good.p256dh.slice(0, 40), auth: good.auth },
      { p256dh: `${good.p256dh.slice(0, 86)}+`, auth: good.auth },
      { p256dh: offCurve, auth: good.auth },
      { p256dh: good.p256dh, auth: 'c2hvcnQ' },
      { p256dh: good.p256dh },
    ];
    for (const keys of cases) {
      const response = await subscribe(member, { endpoint: good.endpoint, keys });
      expect(response.statusCode, JSON.stringify(keys)).toBe(400);
      const { detail } = response.json<{ detail: string }>();
      expect(detail).toMatch(/^keys\.(p256dh|auth): /);
      expect(detail).toContain(pushMessages.keysInvalid);
    }
    const stored = await t.db
      .selectFrom('push_subscriptions')
      .where('endpoint', '=', good.endpoint)
      .select('id')
      .execute();
    expect(stored).toEqual([]);
  });

  it('updates the keys of a device that subscribes again, keeping one row', async () => {
    const device = service.device();
    await subscribe(member, toJson(device));
    const renewed = { ...toJson(service.device()), endpoint: device.endpoint };
    expect((await subscribe(member, renewed)).statusCode).toBe(200);
    const rows = (await devicesOf('9000000002')).filter((d) => d.endpoint === device.endpoint);
    expect(rows).toEqual([{ endpoint: device.endpoint, ...renewed.keys }]);
  });

  it('keeps several devices of one user', async () => {
    const [phone, laptop] = [service.device(), service.device()];
    await subscribe(rwa, toJson(phone));
    await subscribe(rwa, toJson(laptop));
    const endpoints = (await devicesOf('9000000001')).map((d) => d.endpoint);
    expect(endpoints).toEqual(expect.arrayContaining([phone.endpoint, laptop.endpoint]));
  });

  it('moves a device signed in by another user to them, without the old pushes', async () => {
    const shared = service.device();
    await subscribe(member, toJson(shared));
    const { id } = await t.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', shared.endpoint)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('push_queue')
      .values({
        subscription_id: id,
        payload: JSON.stringify({ title: 'For A101', body: 'private', url: '/', tag: 't' }),
        urgency: 'normal',
        ttl_seconds: 60,
        next_attempt_at: t.clock.now(),
        created_at: t.clock.now(),
      })
      .execute();

    expect((await subscribe(rwa, toJson(shared))).statusCode).toBe(200);
    const owner = await t.db
      .selectFrom('push_subscriptions')
      .select(['id', 'user_phone'])
      .where('endpoint', '=', shared.endpoint)
      .executeTakeFirstOrThrow();
    expect(owner.user_phone).toBe('9000000001');
    const queued = await t.db
      .selectFrom('push_queue')
      .innerJoin('push_subscriptions as s', 's.id', 'push_queue.subscription_id')
      .where('s.endpoint', '=', shared.endpoint)
      .select('push_queue.id')
      .execute();
    expect(queued).toEqual([]);
  });

  it(`keeps the newest ${MAX_DEVICES_PER_USER} devices of a user`, async () => {
    const phone = '9000000004';
    const token = await login(t, phone, 'C303');
    const devices = Array.from({ length: MAX_DEVICES_PER_USER + 2 }, () => service.device());
    for (const device of devices) {
      t.clock.advance(1000);
      expect((await subscribe(token, toJson(device))).statusCode).toBe(200);
    }
    const kept = (await devicesOf(phone)).map((d) => d.endpoint);
    expect(kept.sort()).toEqual(
      devices
        .slice(2)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it('refuses a stranger', async () => {
    const response = await subscribe(null, toJson(service.device()));
    expect(response.statusCode).toBe(401);
    expect((await unsubscribe(null, service.device().endpoint)).statusCode).toBe(401);
  });
});

describe('unsubscribing a device', () => {
  it("removes the caller's own device, and no one else's", async () => {
    const [mine, theirs] = [service.device(), service.device()];
    await subscribe(member, toJson(mine));
    await subscribe(rwa, toJson(theirs));

    const refused = await unsubscribe(member, theirs.endpoint);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: pushMessages.notSubscribed });
    expect((await devicesOf('9000000001')).map((d) => d.endpoint)).toContain(theirs.endpoint);

    const removed = await unsubscribe(member, mine.endpoint);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: pushMessages.unsubscribed });
    expect((await devicesOf('9000000002')).map((d) => d.endpoint)).not.toContain(mine.endpoint);
    expect((await unsubscribe(member, mine.endpoint)).statusCode).toBe(404);
  });

  it('refuses a body without an https endpoint with a reason', async () => {
    const response = await unsubscribe(member, 'http://push.example.com/x');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `endpoint: ${pushMessages.endpointInvalid}` });
  });
});

describe('VAPID configuration', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-vapid-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a key pair once into DATA_DIR and keeps it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.vapid.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.vapid.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.vapid.subject).toMatch(/^mailto:/);
    expect(first.pushDrainIntervalSeconds).toBe(2);
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(first.vapid);
  });

  it('takes a key pair from the environment, both halves or neither', () => {
    const keys = webpush.generateVAPIDKeys();
    const env = {
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://estate.example.com/contact',
      PUSH_DRAIN_INTERVAL: '5s',
    };
    expect(loadConfig(env)).toMatchObject({
      vapid: { ...keys, subject: 'https://estate.example.com/contact' },
      pushDrainIntervalSeconds: 5,
    });
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: '' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'rwa' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ ...env, PUSH_DRAIN_INTERVAL: '0' })).toThrow(/PUSH_DRAIN_INTERVAL/);
  });

  it('stops at start rather than replace an unreadable key file', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'gatehouse-vapid-broken-'));
    await writeFile(join(broken, 'vapid-keys.json'), '{"publicKey": "x"}');
    expect(() => loadConfig({ DATA_DIR: broken })).toThrow(ConfigError);
    await rm(broken, { recursive: true, force: true });
  });
});

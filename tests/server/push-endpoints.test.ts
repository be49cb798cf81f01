/**
 * Push only to push services (issue 31): a member chose any https:// endpoint, and one urgent
 * broadcast later the server opened connections to a listener on 127.0.0.1. Here a real local
 * TCP listener counts every connection made to it, so "never connects" is observed, not assumed.
 */
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushMessages } from '../../contract/notices/push';
import type { PushMessage } from '../../server/domains/notices/web-push-sender';
import { bearer } from './helper';
import { payloadFor, pushFixture } from './push-support';
import type { PushFixture } from './push-support';

let f: PushFixture;
let listener: Server;
let connections = 0;

beforeAll(async () => {
  f = await pushFixture();
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  await f?.close();
});
beforeEach(async () => {
  await f.reset();
  connections = 0;
});

const port = () => (listener.address() as AddressInfo).port;
/** The attacker's endpoints, each one the listener would see a connection from. */
const attacks = () => [
  `https://127.0.0.1:${port()}/push/x`,
  `https://2130706433:${port()}/`,
  `https://0x7f.1:${port()}/`,
  `https://[::ffff:127.0.0.1]:${port()}/`,
  `https://user:pass@localhost:${port()}/`,
  // A name, but on a port no push service is allowed.
  `https://localhost:${port()}/push/x`,
];
const subscriptionCount = async () =>
  (await f.t.db.selectFrom('push_subscriptions').select('id').execute()).length;
const subscribe = (endpoint: string) => {
  const { p256dh, auth } = f.service.device();
  return f.t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(f.member),
    payload: { endpoint, keys: { p256dh, auth } },
  });
};

describe('subscribing a device', () => {
  it('refuses an endpoint that is not a browser push service, and stores nothing', async () => {
    const endpoints = [
      ...attacks(),
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'https://[::1]/',
      'https:///etc/passwd',
      'https://push.example.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ];
    for (const endpoint of endpoints) {
      const response = await subscribe(endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toEqual({
        detail: `endpoint: ${pushMessages.notPushService}`,
      });
    }
    expect(await subscriptionCount()).toBe(0);
  });

  it("accepts each browser's push service, and the local one PUSH_ALLOWED_HOSTS adds", async () => {
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/dHwxN2k4:APA91bFq0o3',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAABPS6Pn%2f0sal0z2V',
      f.service.device().endpoint,
    ];
    for (const endpoint of endpoints) expect((await subscribe(endpoint)).statusCode).toBe(200);
    const stored = await f.t.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(stored.map((row) => row.endpoint).sort()).toEqual([...endpoints].sort());
  });
});

describe('sending', () => {
  it('removes a device stored before the allow-list, unsent, and says so once', async () => {
    const stored: number[] = [];
    for (const endpoint of attacks()) {
      // Real keys: with keys web-push cannot encrypt for, it would fail before connecting anyway.
      const { p256dh, auth } = f.service.device();
      const { id } = await f.t.db
        .insertInto('push_subscriptions')
        .values({ user_phone: '9000000002', endpoint, p256dh, auth, created_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      stored.push(Number(id));
    }
    for (const id of stored) await f.queue(id, payloadFor(`to ${id}`));
    await f.queue(stored[0] ?? 0, payloadFor('a second push, same device'));
    const { device, subscriptionId } = await f.subscribe();
    await f.queue(subscriptionId, payloadFor('allowed'));
    const warnings: { details: object; message: string }[] = [];

    const summary = await f.drain({
      log: { warn: (details, message) => warnings.push({ details, message }) },
    });

    expect(summary).toMatchObject({ sent: 1, refused: stored.length, retried: 0 });
    expect(connections).toBe(0);
    const left = await f.t.db.selectFrom('push_subscriptions').select('id').execute();
    expect(left.map((row) => Number(row.id))).toEqual([subscriptionId]);
    expect(await f.t.db.selectFrom('push_queue').select('id').execute()).toEqual([]);
    expect(warnings.map((w) => w.details)).toEqual(
      stored.map((id) => ({ subscriptionId: id, host: expect.any(String) })),
    );
    expect(new Set(warnings.map((w) => w.message)).size).toBe(1);
    // The allowed local service still gets its push, encrypted for the device.
    expect(f.service.payloadsOf(device)).toEqual([payloadFor('allowed')]);

    // And the zero above is no blind listener: the sender, unchecked, does reach it.
    const message: PushMessage = { payload: '{}', ttlSeconds: 60, urgency: 'normal', topic: 't' };
    const unchecked = { ...f.service.device(), endpoint: `https://localhost:${port()}/push/x` };
    await expect(f.sender.send(unchecked, message)).rejects.toThrow();
    expect(connections).toBe(1);
  });
});

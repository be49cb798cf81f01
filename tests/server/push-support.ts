/**
 * Setup shared by the push drainer tests: the app, a local push service (push-service.ts) with
 * web-push sending to it for real, devices subscribed the way a browser does (through the API),
 * and pushes queued as domains/notices/notify.ts queues them. PUSH_ALLOWED_HOSTS adds to the browsers'
 * push services the local one and a port where nothing listens (a push service that is down).
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { PushPayload, PushQueueTable } from '../../server/domains/notices/tables';
import { drainPushQueue } from '../../server/domains/notices/push-drainer';
import type { DrainOptions } from '../../server/domains/notices/push-drainer';
import type { PushSender } from '../../server/domains/notices/web-push-sender';
import { DEFAULT_PUSH_HOSTS, pushAllowedHosts } from '../../server/platform/config/push-hosts';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';
import { TestPushService } from './push-service';
import type { Device } from './push-service';

export interface PushFixture {
  t: TestApp;
  service: TestPushService;
  sender: PushSender;
  /** Arjun's (A101) session. */
  member: string;
  /** `https://localhost:<port>` of an allowed push service that is down: nothing listens. */
  downOrigin: string;
  /** Subscribes a new device for the member; answers the device and its subscription id. */
  subscribe(device?: Device): Promise<{ device: Device; subscriptionId: number }>;
  queue(subscriptionId: number, payload: PushPayload, options?: QueueOptions): Promise<number>;
  /** One drain, at the test clock's time, with the jitter pinned to half its window. */
  drain(options?: Partial<DrainOptions>): ReturnType<typeof drainPushQueue>;
  row(id: number): Promise<{ attempts: number; next_attempt_at: Date } | undefined>;
  /** Empties the queue, the devices and the service's log between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface QueueOptions {
  urgency?: PushQueueTable['urgency'];
  ttlSeconds?: number;
  createdAt?: Date;
  nextAttemptAt?: Date;
  attempts?: number;
}

export const payloadFor = (n: number | string, tag = `tag-${n}`): PushPayload => ({
  title: `Notice ${n}`,
  body: `Body of notice ${n}`,
  url: '/my-requests',
  tag,
  unread: 1,
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function pushFixture(): Promise<PushFixture> {
  const service = await TestPushService.start();
  const downHost = `localhost:${await closedPort()}`;
  const allowed = `${DEFAULT_PUSH_HOSTS},${service.allowedHost},${downHost}`;
  const t = await build({ config: { pushAllowedHosts: pushAllowedHosts.parse(allowed) } });
  const sender = service.sender(t.config.vapid);
  const member = await login(t, '9000000002', 'A101');
  return {
    t,
    service,
    sender,
    member,
    downOrigin: `https://${downHost}`,
    async subscribe(device = service.device()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(member),
        payload: { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      });
      if (response.statusCode !== 200) throw new Error(`subscribe: ${response.body}`);
      const { id } = await t.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', device.endpoint)
        .executeTakeFirstOrThrow();
      return { device, subscriptionId: Number(id) };
    },
    async queue(subscriptionId, payload, options = {}) {
      const now = t.clock.now();
      const { id } = await t.db
        .insertInto('push_queue')
        .values({
          subscription_id: subscriptionId,
          payload: JSON.stringify(payload),
          urgency: options.urgency ?? 'normal',
          ttl_seconds: options.ttlSeconds ?? 86_400,
          attempts: options.attempts ?? 0,
          next_attempt_at: options.nextAttemptAt ?? now,
          created_at: options.createdAt ?? now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },
    drain(options = {}) {
      return drainPushQueue(t.db, sender, t.clock.now(), {
        allowedHosts: t.config.pushAllowedHosts,
        random: () => 0.5,
        ...options,
      });
    },
    row(id) {
      return t.db
        .selectFrom('push_queue')
        .select(['attempts', 'next_attempt_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async reset() {
      await t.db.deleteFrom('push_subscriptions').execute();
      service.received.length = 0;
      service.script.length = 0;
    },
    async close() {
      sender.close();
      await service.stop();
      await t.close();
    },
  };
}

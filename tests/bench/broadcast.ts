/**
 * An emergency broadcast to a large estate (issue 14): 5,000 residents with two devices each.
 * Measured: the RWA's POST broadcasts from send to answer, which is the time until every inbox
 * row and every queued push is written (one transaction); then the drainer sends the 10,000
 * pushes to a local HTTPS push service that decrypts each one (RFC 8291), and the throughput
 * is pushes delivered per second. Run on a real app (`buildApp`) over PGlite in a temp dir.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { signIn } from '../../server/platform/auth/sessions';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/platform/config/config';
import { openPglite } from '../../server/platform/db/client';
import type { Database } from '../../server/platform/db/schema';
import { migrateToLatest } from '../../server/platform/db/migrate';
import { seedDemo } from '../../server/seed';
import type { Kysely } from 'kysely';
import { drainPushQueue } from '../../server/domains/notices/push-drainer';
import { TestPushService } from '../server/push-service';

export const RESIDENTS = 5000;
export const DEVICES_PER_RESIDENT = 2;

export interface BroadcastFigures {
  residents: number;
  inboxRows: number;
  queuedPushes: number;
  broadcastMs: number;
  delivered: number;
  decrypted: number;
  pushesPerSecond: number;
}

/** Residents 8100000000…, each with two real devices of the local push service. */
async function seedResidentsWithDevices(db: Kysely<Database>, service: TestPushService) {
  await sql`
    INSERT INTO users (phone_number, apartment_number, name, email, role)
    SELECT (8100000000 + n)::text, 'T' || n, 'Resident ' || n, 'r' || n || '@example.com', 'member'
    FROM generate_series(1, ${RESIDENTS}) AS n`.execute(db);
  const rows = Array.from({ length: RESIDENTS * DEVICES_PER_RESIDENT }, (_, i) => {
    const device = service.device();
    return {
      user_phone: String(8100000001 + Math.floor(i / DEVICES_PER_RESIDENT)),
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      created_at: new Date(),
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto('push_subscriptions')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}

export async function measureBroadcast(): Promise<BroadcastFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-broadcast-'));
  const handle = await openPglite(join(dataDir, 'db'));
  const service = await TestPushService.start();
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    await seedResidentsWithDevices(handle.db, service);
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
        PUSH_ALLOWED_HOSTS: service.allowedHost,
      }),
      staticDir: join(dataDir, 'no-app'),
      // The bench drains by hand, to time it; the server's own timer would race it.
      pushDrainIntervalSeconds: 3600,
    };
    const app = await buildApp({
      config,
      database: { ...handle, close: () => Promise.resolve() },
    });
    await app.ready();
    try {
      const admin = await handle.db
        .selectFrom('users')
        .selectAll()
        .where('phone_number', '=', '9000000001')
        .executeTakeFirstOrThrow();
      const token = await signIn(handle.db, app.tokens, admin, new Date());
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/broadcasts',
        headers: { authorization: `Bearer ${token}` },
        payload: { title: 'Fire drill', body: 'Assemble at the main lawn.', severity: 'emergency' },
      });
      const broadcastMs = performance.now() - started;
      if (response.statusCode !== 201) throw new Error(`broadcast: ${response.body}`);
      const count = async (table: 'notifications' | 'push_queue') =>
        Number(
          (
            await handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const queuedPushes = await count('push_queue');
      const sender = service.sender(config.vapid);
      const sendStarted = performance.now();
      let delivered = 0;
      // A push the service refused for now waits for its backoff: step the clock to it.
      let now = new Date();
      while ((await count('push_queue')) > 0) {
        const drained = await drainPushQueue(handle.db, sender, now, {
          batch: 200,
          allowedHosts: config.pushAllowedHosts,
        });
        delivered += drained.sent;
        if (drained.claimed === 0) {
          const next = await handle.db
            .selectFrom('push_queue')
            .select((eb) => eb.fn.min('next_attempt_at').as('at'))
            .executeTakeFirstOrThrow();
          now = new Date(Math.max(Date.now(), new Date(String(next.at)).getTime()));
        }
      }
      const seconds = (performance.now() - sendStarted) / 1000;
      sender.close();
      const decrypted = service.received.filter(
        (push) =>
          (push.payload as { title?: string } | undefined)?.title === 'Emergency: Fire drill',
      ).length;
      return {
        residents: RESIDENTS,
        inboxRows: await count('notifications'),
        queuedPushes,
        broadcastMs,
        delivered,
        decrypted,
        pushesPerSecond: delivered / seconds,
      };
    } finally {
      await app.close();
    }
  } finally {
    await service.stop();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function reportBroadcast(figures: BroadcastFigures): string[] {
  return [
    `emergency broadcast: ${figures.residents} residents × ${DEVICES_PER_RESIDENT} devices → ` +
      `${figures.inboxRows} inbox rows and ${figures.queuedPushes} queued pushes in ` +
      `${figures.broadcastMs.toFixed(0)} ms (PGlite)`,
    `push: ${figures.delivered} of ${figures.queuedPushes} delivered to a local push service ` +
      `(${figures.decrypted} decrypted there) at ${figures.pushesPerSecond.toFixed(0)} pushes/s`,
  ];
}

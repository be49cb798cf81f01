/**
 * Runs the push drainer (domains/notices/push-drainer.ts) on a timer, so a push is never sent inside,
 * nor holds up, the request that caused it. Every server runs one: the claim in the database,
 * not this timer, is what keeps two of them from sending one push twice (DESIGN.md §8).
 * Registered after the database plugin, so its onClose (which waits for a drain in flight)
 * runs before the database closes: Fastify closes plugins last-in, first-out.
 */
import { drainPushQueue } from './push-drainer';
import type { PushSender } from './web-push-sender';
import { shared } from '../../platform/http/shared';

const BATCH = 50;
/** Batches per tick at most: a burst is worked through now, yet a tick always ends. */
const ROUNDS_PER_TICK = 20;

export const pushPlugin = shared<{ sender: PushSender; intervalSeconds: number }>(
  'gatehouse-push',
  async (app, { sender, intervalSeconds }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let stopping = false;

    const drainBurst = async () => {
      for (let round = 0; round < ROUNDS_PER_TICK && !stopping; round += 1) {
        const summary = await drainPushQueue(app.db, sender, app.now(), {
          batch: BATCH,
          allowedHosts: app.config.pushAllowedHosts,
          log: app.log,
        });
        if (summary.claimed < BATCH) return;
      }
    };
    const tick = () => {
      // A drain still sending when the next tick comes is left to finish, not doubled.
      if (running || stopping) return;
      running = drainBurst()
        .catch((error: unknown) => app.log.error({ err: error }, 'push drain failed'))
        .finally(() => {
          running = null;
        });
    };

    app.addHook('onReady', async () => {
      timer = setInterval(tick, intervalSeconds * 1000);
      // The timer alone must not keep a finished process (a test, a CLI) alive.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      stopping = true;
      clearInterval(timer);
      await running;
      sender.close();
    });
  },
);

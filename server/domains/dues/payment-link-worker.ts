/**
 * Makes the queued payment links (payment-links.ts) in the background of each server: right
 * after a period is published (`app.paymentLinks.kick()`, once the generation has committed),
 * and every DUES_PAYMENT_LINK_INTERVAL for those waiting to be tried again. One run at a time per
 * server; a kick during a run asks for one more. The rows' claim, not this timer, keeps two
 * servers from making one link. Nothing runs without a gateway.
 */
import type { FastifyInstance } from 'fastify';
import { drainPaymentLinks } from './payment-links';

const BATCH = 50;
/** Batches per run at most: a period of 5,000 flats is worked through, yet a run always ends. */
const ROUNDS = 200;

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a run of the payment links now (nothing without a gateway). */
    paymentLinks: { kick(): void };
  }
}

export function startPaymentLinks(app: FastifyInstance, intervalSeconds: number): void {
  const gateway = app.config.paymentGateway;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopping = false;

  const run = async () => {
    if (!gateway) return;
    for (let round = 0; round < ROUNDS && !stopping; round += 1) {
      const summary = await drainPaymentLinks(app.db, gateway, app.now(), {
        batch: BATCH,
        log: app.log,
      });
      if (summary.claimed > 0) app.log.info({ paymentLinks: summary }, 'payment links ran');
      if (summary.claimed < BATCH) return;
    }
  };
  const kick = () => {
    if (!gateway || stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, 'payment links failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  app.decorate('paymentLinks', { kick });
  app.addHook('onReady', async () => {
    if (!gateway || intervalSeconds <= 0) return;
    timer = setInterval(kick, intervalSeconds * 1000);
    timer.unref();
    kick();
  });
  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  });
}

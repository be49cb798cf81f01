/**
 * A scheduled job's timer on this instance (DESIGN.md §8): the job runs when the app is ready and
 * then every interval, never twice at once here, and the app's close waits for a run in flight.
 * The timer is not what makes a job run once across instances: the job's own claim in the
 * database is. Off when the interval is 0 (tests call the job themselves).
 */
import type { FastifyInstance } from 'fastify';

export function everyInterval(
  app: FastifyInstance,
  intervalSeconds: number,
  job: () => Promise<unknown>,
  failure: string,
): void {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalSeconds * 1000);
    // The timer alone must not keep a finished process (a test, a CLI) alive.
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

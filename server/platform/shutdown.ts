/**
 * A graceful stop behind a load balancer: readyz turns 503 at once, the server keeps serving
 * everything for the drain (the balancer's next probes see it leave and send no more), then
 * closes, letting in-flight requests finish before the database closes.
 */
import type { FastifyInstance } from 'fastify';

export async function shutDown(app: FastifyInstance, drainSeconds: number): Promise<void> {
  app.lifecycle.draining = true;
  if (drainSeconds > 0) {
    await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  }
  await app.close();
}

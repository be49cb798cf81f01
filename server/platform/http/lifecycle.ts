/**
 * Whether this instance is on its way out. `GET /api/readyz` answers 503 from the moment that
 * begins, so a load balancer stops sending it new requests while in-flight ones finish
 * (DESIGN.md §8). `shutDown` (server/platform/shutdown.ts) sets it first on SIGTERM; closing the app by
 * any other way sets it too.
 */
import { shared } from './shared';

export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = shared('gatehouse-lifecycle', async (app) => {
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });
});

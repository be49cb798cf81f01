/**
 * Times every response and, when METRICS_TOKEN is set, serves `GET /api/metrics` to whoever
 * sends it as a Bearer token (Prometheus' `authorization` setting). Unset, the path is simply
 * not there (404): an estate that does not scrape exposes nothing. Not a contract endpoint: it
 * speaks Prometheus' text, not JSON, and its caller is a scraper with a token, not a role.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PoolUse } from '../db/client';
import { HttpError } from '../http/http-error';
import { createMetrics } from './metrics';
import type { Metrics } from './metrics';
import { shared } from '../http/shared';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/api/metrics';

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerOf(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? '';
}

export const metricsPlugin = shared<{ token: string | undefined; poolUse?: () => PoolUse }>(
  'gatehouse-metrics',
  async (app, { token, poolUse }) => {
    const metrics = createMetrics({
      db: app.db,
      now: app.now,
      poolUse,
      changes: app.changes,
      processMetrics: !!token,
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const status = reply.statusCode;
      metrics.requestDuration.observe(
        {
          // Unmatched paths (scanners) share one label, or every probe would make a series.
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status_class: `${Math.floor(status / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      metrics.responses.inc({ status: String(status) });
    });

    if (!token) return;
    app.get(METRICS_PATH, async (request, reply) => {
      if (!sameToken(bearerOf(request), token)) {
        throw new HttpError(401, 'A valid metrics token is required.', {
          'www-authenticate': 'Bearer',
        });
      }
      const text = await metrics.registry.metrics();
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    });
  },
);

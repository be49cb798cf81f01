/**
 * What the operator can watch (issue 19), in Prometheus' text format through prom-client. A
 * registry per app, never prom-client's global one: tests build many apps in one process, and
 * each must count its own. Gauges that cost a query (the push queue) are read at scrape time.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ChangeFeed } from '../db/change-feed';
import type { PoolUse } from '../db/client';
import type { Database } from '../db/schema';

export interface Metrics {
  registry: Registry;
  /** Per route pattern (never the URL: no ids in labels), method and status class. */
  requestDuration: Histogram<'route' | 'method' | 'status_class'>;
  responses: Counter<'status'>;
  /** Outbox retries answered from their stored response (idempotency.ts). */
  idempotentReplays: Counter;
  otpSends: Counter;
  /** Phones locked after too many wrong codes (sign-in hardening). */
  otpLockouts: Counter;
}

export interface MetricsSources {
  db: Kysely<Database>;
  now: () => Date;
  /** The pool's use, when the driver tells it (PostgreSQL); PGlite has no pool. */
  poolUse?: (() => PoolUse) | undefined;
  /** The database's change feed, when it has one (platform/db/change-feed.ts). */
  changes?: ChangeFeed | undefined;
  /** The process's own metrics (CPU, memory, event loop, GC): only when someone scrapes. */
  processMetrics: boolean;
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'gatehouse_push_queue_waiting',
    help: 'Pushes queued and not yet sent: due now, or waiting for a retry later',
    labelNames: ['when'],
    registers,
    async collect() {
      const { rows } = await sql<{ due: number | string; later: number | string }>`
        SELECT count(*) FILTER (WHERE next_attempt_at <= ${sources.now()}) AS due,
               count(*) FILTER (WHERE next_attempt_at > ${sources.now()}) AS later
        FROM push_queue`.execute(sources.db);
      this.set({ when: 'due' }, Number(rows[0]?.due ?? 0));
      this.set({ when: 'later' }, Number(rows[0]?.later ?? 0));
    },
  });
  const { changes } = sources;
  if (changes) {
    new Gauge({
      name: 'gatehouse_change_feed_live',
      help: 'Whether this instance hears every change of sessions and bookings (1), and so may keep them in memory, or not (0: it reads them on each request)',
      registers,
      collect() {
        this.set(changes.live ? 1 : 0);
      },
    });
  }
  const { poolUse } = sources;
  if (poolUse) {
    new Gauge({
      name: 'gatehouse_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status_class'],
      registers,
    }),
    responses: new Counter({
      name: 'http_responses_total',
      help: 'Responses sent, by status code',
      labelNames: ['status'],
      registers,
    }),
    idempotentReplays: new Counter({
      name: 'gatehouse_idempotent_replays_total',
      help: 'Repeated writes (Idempotency-Key) answered from the stored response',
      registers,
    }),
    otpSends: new Counter({
      name: 'gatehouse_otp_sends_total',
      help: 'Sign-in codes handed to the delivery (console or SMS gateway)',
      registers,
    }),
    otpLockouts: new Counter({
      name: 'gatehouse_otp_lockouts_total',
      help: 'Phones locked for a day after too many wrong codes',
      registers,
    }),
  };
}

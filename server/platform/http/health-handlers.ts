import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readyz } from '../../../contract/platform/health';
import { HttpError } from './http-error';
import type { HandlersFor } from './handler';

/** A database that takes longer than this to answer `SELECT 1` is not ready to serve. */
const DATABASE_PROBE_MS = 2_000;

async function databaseAnswers(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), DATABASE_PROBE_MS);
  });
  try {
    // A dead PostgreSQL may take a TCP timeout to refuse; the probe answers before the balancer's.
    await Promise.race([sql`SELECT 1`.execute(app.db), timeout]);
    return true;
  } catch (error) {
    request.log.error({ err: error }, 'readiness check: database unavailable');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthHandlers: HandlersFor<'health' | 'livez' | 'readyz'> = {
  /** Ready means the database answers, so a load balancer only sends traffic that can be served. */
  async health({ app, request }) {
    if (!(await databaseAnswers(app, request))) throw new HttpError(503, readyz.failure);
    return { status: 'ok' as const };
  },
  /** The process answers: a liveness probe restarts a hung process, never a busy database. */
  livez: () => ({ status: 'ok' as const }),
  /** Not while shutting down (lifecycle.ts), nor while the database does not answer. */
  async readyz({ app, request }) {
    if (app.lifecycle.draining) throw new HttpError(503, readyz.failure);
    if (!(await databaseAnswers(app, request))) throw new HttpError(503, readyz.failure);
    return { status: 'ok' as const };
  },
};

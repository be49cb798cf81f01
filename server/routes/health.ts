import { sql } from 'kysely';
import { HttpError } from '../http-error';
import type { HandlersFor } from './handler';

export const healthHandlers: HandlersFor<'health'> = {
  /** Ready means the database answers, so a load balancer only sends traffic that can be served. */
  async health({ app, request }) {
    try {
      await sql`SELECT 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, 'The server is not ready');
    }
    return { status: 'ok' as const };
  },
};

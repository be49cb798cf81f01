/**
 * The database as one plugin: `app.db` everywhere, closed when the app closes, and its change
 * feed as `app.changes`.
 */
import type { Kysely } from 'kysely';
import type { ChangeFeed } from './change-feed';
import type { DatabaseHandle } from './client';
import type { Database } from './schema';
import { shared } from '../http/shared';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseHandle['kind'];
    /** What changed in the database, as it tells (platform/db/change-feed.ts), when it can. */
    changes: ChangeFeed | undefined;
  }
}

export const databasePlugin = shared<{ database: DatabaseHandle }>(
  'gatehouse-database',
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('changes', database.changes);
    // Read your writes: before a write's answer leaves, this instance has heard what it changed,
    // so what it keeps in memory (sessions, court-days) already says so to the next request. A
    // refused write changed nothing to wait for.
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      await database.changes?.caughtUp();
    });
    app.addHook('onClose', () => database.close());
  },
);

/** The database as one plugin: `app.db` everywhere, closed when the app closes. */
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/schema';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseHandle['kind'];
  }
}

export const databasePlugin = shared<{ database: DatabaseHandle }>(
  'gatehouse-database',
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', () => database.close());
  },
);

/**
 * The database's own word on what changed (migration 0020's triggers), heard by every instance:
 * what lets an instance keep sessions and court-days in memory and still see a change made
 * through another instance at once, not a second later.
 *
 * PGlite is one process, so a notice is heard before its COMMIT returns. PostgreSQL sends it to
 * a connection of ours that only listens; while that connection is down, the feed is not `live`
 * and nothing may be kept, since a change could go unheard.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CHANGES_CHANNEL } from './migrations/0020-change-notices';

export interface ChangeListener {
  /** A committed change: `user:<id>` or `court:<sport>|<date>`. */
  changed(what: string): void;
  /** Changes may have gone unheard: forget everything kept. */
  lost(): void;
}

export interface ChangeFeed {
  /** True while every committed change is sure to be heard. */
  readonly live: boolean;
  listen(listener: ChangeListener): void;
  /** Resolves once every change this process has committed so far has been heard here. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** Each listener hears each notice; one that throws does not keep it from the others. */
function listeners() {
  const all: ChangeListener[] = [];
  const each = (call: (listener: ChangeListener) => void) => {
    for (const listener of all) {
      try {
        call(listener);
      } catch {
        // A cache's bookkeeping must not break the feed for the rest.
      }
    }
  };
  return {
    add: (listener: ChangeListener) => all.push(listener),
    changed: (what: string) => each((listener) => listener.changed(what)),
    lost: () => each((listener) => listener.lost()),
  };
}

export async function pgliteChangeFeed(pglite: PGlite): Promise<ChangeFeed> {
  const heard = listeners();
  // Before anything else uses the one session: LISTEN inside a borrower's transaction would
  // be undone with it.
  const unlisten = await pglite.listen(CHANGES_CHANNEL, heard.changed);
  return {
    live: true,
    listen: heard.add,
    caughtUp: () => Promise.resolve(),
    close: () => (pglite.closed ? Promise.resolve() : unlisten()),
  };
}

/** How long a lost listening connection waits before trying again. */
const RECONNECT_MS = 1_000;
/** How long `caughtUp` waits for its own notice before treating the feed as lost. */
const CATCH_UP_MS = 2_000;

/**
 * Listens on a connection of its own from the first `listen`, and comes back after losing it.
 * `pool` sends the notice `caughtUp` waits for: notices reach a listener in commit order, so
 * once it arrives, every change committed before it has been heard.
 */
export function postgresChangeFeed(connectionString: string, pool: pg.Pool): ChangeFeed {
  const heard = listeners();
  const waiting = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hear = (payload: string) => {
    if (!payload.startsWith('sync:')) return heard.changed(payload);
    waiting.get(payload)?.();
  };
  const drop = (gone: pg.Client) => {
    if (client !== gone) return;
    client = null;
    live = false;
    heard.lost();
    for (const release of waiting.values()) release();
    gone.end().catch(() => undefined);
    if (!closed) retry = setTimeout(start, RECONNECT_MS);
  };
  const start = () => {
    if (closed || client) return;
    const connecting = new pg.Client({ connectionString, keepAlive: true });
    client = connecting;
    connecting.on('notification', (notice) => {
      if (notice.channel === CHANGES_CHANNEL) hear(notice.payload ?? '');
    });
    connecting.on('error', () => drop(connecting));
    connecting.on('end', () => drop(connecting));
    connecting
      .connect()
      .then(() => connecting.query(`LISTEN ${CHANGES_CHANNEL}`))
      .then(() => {
        if (client !== connecting) return;
        live = true;
        // Whatever was kept before now may have missed a change while no one listened.
        heard.lost();
      })
      .catch(() => drop(connecting));
  };

  return {
    get live() {
      return live;
    },
    listen(listener) {
      heard.add(listener);
      start();
    },
    async caughtUp() {
      if (!live) return;
      const token = `sync:${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<boolean>((resolve) => {
        waiting.set(token, () => resolve(true));
        timer = setTimeout(() => resolve(false), CATCH_UP_MS);
      });
      try {
        await pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, token]);
        // Not heard in time: the listener is stuck, so nothing kept can be trusted.
        if (!(await arrived)) heard.lost();
      } catch {
        // The write it follows is committed; its answer must not fail for this.
        heard.lost();
      } finally {
        clearTimeout(timer);
        waiting.delete(token);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      live = false;
      await open?.end().catch(() => undefined);
    },
  };
}

/**
 * Kysely's PostgresDialect wants a `pg`-like pool. PGlite is one single-user Postgres with one
 * session, so this "pool" hands out that session to one borrower at a time: a transaction
 * (BEGIN … COMMIT across several queries) must hold it until release, or another request's
 * queries would land inside it.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

export class PGlitePool implements PostgresPool {
  #tail: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly acquireTimeoutMs = 30_000,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('The database is closed.');
    let unlock!: () => void;
    const turn = new Promise<void>((resolve) => (unlock = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    // A query on `db` inside a `db.transaction()` callback (instead of on `tx`) waits for
    // itself forever; fail loudly instead of hanging the server.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Timed out waiting for the PGlite connection.')),
        this.acquireTimeoutMs,
      );
    });
    try {
      await Promise.race([previous, timeout]);
    } catch (error) {
      void previous.then(unlock);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    return new PGliteClient(this.pglite, unlock);
  }

  async end(): Promise<void> {
    this.#ended = true;
    // Let the current borrowers finish before closing underneath them, but do not let a
    // leaked connection keep the process from shutting down.
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)));
    await Promise.race([this.#tail, grace]);
    clearTimeout(timer);
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteClient implements PostgresPoolClient {
  #released = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly unlock: () => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely only uses cursors for streaming, which is not configured for PGlite.
    if (typeof sql !== 'string') throw new Error('Cursors are not supported on PGlite.');
    if (this.#released) throw new Error('This database connection was already released.');
    return this.pglite.query<R>(sql, [...parameters]).then((result) => ({
      command: (result.command ?? 'SELECT') as Command,
      rowCount: result.rowCount ?? result.affectedRows ?? 0,
      rows: result.rows,
    }));
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.unlock();
  }
}

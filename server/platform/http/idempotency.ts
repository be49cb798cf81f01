/**
 * The `Idempotency-Key` store (DESIGN.md §5): claims a key for one user, keeps the outcome and
 * hands it back for repeats. Every step is one statement that holds under concurrency on
 * PostgreSQL: the claim is an insert against the (user, key) primary key, a takeover of a dead
 * claim and the completion are compare-and-set on the claim's random `owner`.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Keys are kept at least this long (DESIGN.md §5), then purged. */
export const KEY_TTL_MS = 30 * 86_400_000;
/** A claim still 'running' after this long belongs to a request that died (a crash, a kill). */
export const STALE_CLAIM_MS = 2 * 60_000;
/** The purge rides on claims, at most this often per process: cheap, and no timer to stop. */
const PURGE_EVERY_MS = 10 * 60_000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface KeyScope {
  userPhone: string;
  key: string;
  requestPath: string;
  fingerprint: string;
}

export type Claim =
  | { kind: 'owner'; owner: string }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

export interface IdempotencyStore {
  claim(scope: KeyScope): Promise<Claim>;
  /** Stores the outcome on `executor` (a transaction, so it commits with the write). */
  complete(
    executor: Kysely<Database>,
    scope: KeyScope,
    owner: string,
    response: StoredResponse,
  ): Promise<boolean>;
  /** Frees the key after a failure, so a retry runs again. */
  release(scope: KeyScope, owner: string): Promise<void>;
  purge(): Promise<number>;
}

export function createIdempotencyStore(db: Kysely<Database>, now: () => Date): IdempotencyStore {
  let lastPurge = Number.NEGATIVE_INFINITY;

  const purge = async (): Promise<number> => {
    lastPurge = now().getTime();
    const result = await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(lastPurge - KEY_TTL_MS))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  };

  const ofScope = (scope: KeyScope) =>
    db
      .selectFrom('idempotency_keys')
      .where('user_phone', '=', scope.userPhone)
      .where('key', '=', scope.key);

  return {
    purge,

    async claim(scope) {
      const at = now();
      if (at.getTime() - lastPurge >= PURGE_EVERY_MS) await purge();
      const owner = randomUUID();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          user_phone: scope.userPhone,
          key: scope.key,
          request_path: scope.requestPath,
          fingerprint: scope.fingerprint,
          status: 'running',
          owner,
          created_at: at,
          locked_at: at,
        })
        .onConflict((conflict) => conflict.columns(['user_phone', 'key']).doNothing())
        .returning('owner')
        .executeTakeFirst();
      if (inserted) return { kind: 'owner', owner };

      const row = await ofScope(scope).selectAll().executeTakeFirst();
      // Gone between the two statements (released by a failing first request): try again.
      if (!row) return { kind: 'busy' };
      if (row.fingerprint !== scope.fingerprint) return { kind: 'mismatch' };
      if (row.status === 'done') {
        return {
          kind: 'replay',
          response: { status: row.response_status ?? 200, body: row.response_body },
        };
      }
      if (at.getTime() - row.locked_at.getTime() < STALE_CLAIM_MS) return { kind: 'busy' };
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ owner, locked_at: at })
        .where('user_phone', '=', scope.userPhone)
        .where('key', '=', scope.key)
        .where('status', '=', 'running')
        .where('owner', '=', row.owner)
        .returning('owner')
        .executeTakeFirst();
      return taken ? { kind: 'owner', owner } : { kind: 'busy' };
    },

    async complete(executor, scope, owner, response) {
      const updated = await executor
        .updateTable('idempotency_keys')
        .set({
          status: 'done',
          response_status: response.status,
          response_body: JSON.stringify(response.body ?? null),
          completed_at: now(),
        })
        .where('user_phone', '=', scope.userPhone)
        .where('key', '=', scope.key)
        .where('status', '=', 'running')
        .where('owner', '=', owner)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async release(scope, owner) {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_phone', '=', scope.userPhone)
        .where('key', '=', scope.key)
        .where('status', '=', 'running')
        .where('owner', '=', owner)
        .execute();
    },
  };
}

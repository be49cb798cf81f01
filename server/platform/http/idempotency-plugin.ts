/**
 * `Idempotency-Key` for every endpoint the contract marks `idempotent` (DESIGN.md §5), wired
 * generically by `registerEndpoint`:
 * - no header: the request runs as usual, with no replay; a header that is not a UUID: 400;
 * - first request: a 'running' claim (user, key, fingerprint = sha256 of method, URL and the
 *   canonical JSON body, or of a multipart body's text fields and files: multipartContent) is
 *   inserted; the outcome is stored when the handler finishes: 2xx, and 4xx rejections other
 *   than 408/409/429 (which are worth retrying);
 * - repeat with the same user, key and fingerprint: the stored status and body exactly, with
 *   `Idempotent-Replayed: true`; with another body: 422; while the first still runs: 409 with
 *   `Retry-After: 1`; after a 5xx or a crash the claim is freed (or, if the process died, taken
 *   over after STALE_CLAIM_MS), so a retry runs again.
 * Exactly once: a handler writes inside `context.transaction`, and the stored response is
 * written in that same transaction, so "row committed, response lost" always replays. A claim
 * taken over meanwhile fails the compare-and-set, which rolls the write back (409, retry).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Database } from '../db/schema';
import { HttpError } from './http-error';
import type { MultipartInput } from './multipart';
import { createIdempotencyStore } from './idempotency';
import type { IdempotencyStore, KeyScope, StoredResponse } from './idempotency';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyStore;
  }
}

export const idempotencyPlugin = shared('gatehouse-idempotency', async (app) => {
  app.decorate('idempotency', createIdempotencyStore(app.db, app.now));
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Outcomes a retry might change: not stored, so the retry really runs. */
const RETRYABLE = new Set([408, 409, 429]);

/** The request's key, lower-cased; null without the header; 400 when it is not one UUID. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !UUID.test(raw.trim())) {
    throw new HttpError(400, messages.idempotencyKeyInvalid);
  }
  return raw.trim().toLowerCase();
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const fields = Object.keys(record)
      .filter((name) => record[name] !== undefined)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(record[name])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What a multipart body is, for its fingerprint: the text fields as sent, and each file by its
 * form field, name and sha256, in order. The body is never parsed into `request.body`, so
 * without this every form under one key looked the same and another ticket was replayed as the
 * first; now another photo, or one added or removed, is another body (422).
 */
export function multipartContent(body: MultipartInput, field: string): unknown {
  return {
    fields: body.fields,
    files: body.files.map((file) => ({
      field,
      name: file.name,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    })),
  };
}

export interface IdempotentCall {
  /** Set for a repeat of a finished request: send it back as it is. */
  replay: StoredResponse | null;
  /** Runs the write and stores `toBody(result)` as the response in one transaction. */
  transaction<T>(
    work: (tx: Kysely<Database>) => Promise<T>,
    toBody: (result: T) => unknown,
  ): Promise<T>;
  /** The handler returned: store its response unless the transaction already did. */
  finish(body: unknown): Promise<void>;
  /** The handler threw: store a 4xx rejection, free the key for anything else. */
  fail(error: unknown): Promise<void>;
}

const inProgress = () => new HttpError(409, messages.idempotencyInProgress, { 'retry-after': '1' });

/** `content`: what the body is, when it is not `request.body` (a multipart form). */
export async function beginIdempotentCall(
  request: FastifyRequest,
  reply: FastifyReply,
  userPhone: string,
  key: string,
  content: unknown = request.body,
): Promise<IdempotentCall> {
  const { idempotency: store, db } = request.server;
  const requestPath = `${request.method} ${request.url}`;
  const fingerprint = createHash('sha256')
    .update(`${requestPath}\n${canonicalJson(content)}`)
    .digest('hex');
  const scope: KeyScope = { userPhone, key, requestPath, fingerprint };
  const claim = await store.claim(scope);
  if (claim.kind === 'mismatch') throw new HttpError(422, messages.idempotencyKeyReused);
  if (claim.kind === 'busy') throw inProgress();
  if (claim.kind === 'replay') {
    request.server.metrics.idempotentReplays.inc();
    return { ...noop, replay: claim.response };
  }

  const { owner } = claim;
  let settled = false;
  const store2xx = (executor: Kysely<Database>, body: unknown) =>
    store.complete(executor, scope, owner, { status: reply.statusCode, body });
  return {
    replay: null,
    async transaction(work, toBody) {
      const result = await db.transaction().execute(async (tx) => {
        const value = await work(tx);
        // Lost the claim to a takeover: roll the write back; the other request answers.
        if (!(await store2xx(tx, toBody(value)))) throw inProgress();
        return value;
      });
      settled = true;
      return result;
    },
    async finish(body) {
      if (settled) return;
      settled = true;
      if (!(await store2xx(db, body))) request.log.warn({ key }, 'idempotency claim was lost');
    },
    async fail(error) {
      if (settled) return;
      settled = true;
      try {
        if (
          error instanceof HttpError &&
          error.statusCode < 500 &&
          !RETRYABLE.has(error.statusCode)
        ) {
          const response = { status: error.statusCode, body: { detail: error.detail } };
          await store.complete(db, scope, owner, response);
        } else {
          await store.release(scope, owner);
        }
      } catch (storeError) {
        // The original error is what the caller must see; a stale claim expires by itself.
        request.log.error({ err: storeError }, 'could not settle an idempotency key');
      }
    },
  };
}

const noop: Omit<IdempotentCall, 'replay'> = {
  transaction: () => Promise.reject(new Error('A replayed call runs no handler.')),
  finish: () => Promise.resolve(),
  fail: () => Promise.resolve(),
};

/**
 * Works off the push queue (DESIGN.md §8) that domains/notices/notify.ts fills inside each change's
 * transaction. One drain: claim due rows, send them, record each outcome.
 *
 * The claim and the outcomes are two short transactions, not one held across the sends: with
 * PGlite the database is one connection, so a transaction open for a network round trip (up to
 * a dead endpoint's timeout) would stall every request of the server. Instead the claim takes
 * rows with FOR UPDATE SKIP LOCKED — so drainers on several servers never take the same row —
 * and leases them by moving `next_attempt_at` past the longest a send may take; outcomes are
 * written only while that lease still holds. A server dying mid-send leaves its rows to be sent
 * again when the lease runs out: a push may, rarely, arrive twice, but is never lost.
 *
 * Before each send the endpoint is checked against the allowed push services (push-hosts.ts),
 * rows stored before there was a list included: a device that fails is removed unsent, so the
 * server never connects to an address a member made up.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { PushPayload } from './tables';
import { permittedPushEndpoint } from '../../platform/config/push-hosts';
import type { PushHost } from '../../platform/config/push-hosts';
import { retryDelay } from './push-policy';
import type { PushMessage, PushSender } from './web-push-sender';

export const PUSH_MAX_ATTEMPTS = 8;
/** Longest a send may take before it counts as a network failure. */
export const PUSH_SEND_DEADLINE_MS = 30_000;
/** How long a claim holds its rows; well past the deadline, so a slow send is never raced. */
export const PUSH_LEASE_MS = 5 * 60_000;
/** Push services take 4 KB records; this leaves room for the encryption's header and tag. */
const MAX_PAYLOAD_BYTES = 3_800;

export interface DrainOptions {
  /** The push services sent to (config.pushAllowedHosts); a device elsewhere is removed. */
  allowedHosts: readonly PushHost[];
  /** Rows claimed (and sent concurrently) at most. */
  batch?: number;
  /** In [0, 1), for the backoff's jitter. */
  random?: () => number;
  log?: { warn(details: object, message: string): void };
}

export interface DrainSummary {
  claimed: number;
  sent: number;
  retried: number;
  /** Given up: expired, out of attempts, or refused for good by the push service. */
  dropped: number;
  /** Devices the push service no longer knows (404/410), removed with their queued pushes. */
  gone: number;
  /** Devices whose endpoint is no allowed push service, removed with their pushes, unsent. */
  refused: number;
}

interface Claimed {
  id: number;
  subscription_id: number;
  payload: PushPayload;
  urgency: PushMessage['urgency'];
  ttl_seconds: number;
  attempts: number;
  created_at: Date;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Outcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'refused' }
  | { kind: 'retry'; at: Date }
  | { kind: 'drop'; reason: string };

/** RFC 8030 topic: at most 32 URL-safe characters, the same for every push of one tag. */
export function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 22);
}

/** The payload as JSON the push service accepts; a long body is cut (the inbox has it all). */
export function payloadJson(payload: PushPayload): string {
  let json = JSON.stringify(payload);
  let body = [...payload.body];
  while (Buffer.byteLength(json) > MAX_PAYLOAD_BYTES && body.length > 0) {
    const excess = Buffer.byteLength(json) - MAX_PAYLOAD_BYTES;
    // Code points, not UTF-16 units, so no emoji is cut in half; each is at most 4 bytes.
    body = body.slice(0, Math.max(0, body.length - Math.ceil(excess / 4) - 1));
    json = JSON.stringify({ ...payload, body: `${body.join('')}…` });
  }
  return json;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function claim(db: Kysely<Database>, now: Date, until: Date, batch: number) {
  const { rows } = await sql<Claimed>`
    WITH due AS (
      SELECT id FROM push_queue
      WHERE next_attempt_at <= ${now}
      ORDER BY next_attempt_at, id
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE push_queue q SET next_attempt_at = ${until}
    FROM due, push_subscriptions s
    WHERE q.id = due.id AND s.id = q.subscription_id
    RETURNING q.id, q.subscription_id, q.payload, q.urgency, q.ttl_seconds, q.attempts,
      q.created_at, s.endpoint, s.p256dh, s.auth`.execute(db);
  return rows;
}

/** The endpoint's host for the log: never the whole URL, which is the device's secret. */
function hostOf(endpoint: string): string | undefined {
  try {
    return new URL(endpoint).host;
  } catch {
    return undefined;
  }
}

async function attempt(
  row: Claimed,
  sender: PushSender,
  now: Date,
  { allowedHosts, random = Math.random }: DrainOptions,
): Promise<Outcome> {
  const url = permittedPushEndpoint(row.endpoint, allowedHosts);
  if (!url) return { kind: 'refused' };
  const expiresAt = row.created_at.getTime() + row.ttl_seconds * 1000;
  const ttlLeft = Math.floor((expiresAt - now.getTime()) / 1000);
  if (ttlLeft <= 0) return { kind: 'drop', reason: 'expired' };
  // Left undefined by a network failure: then the backoff alone decides.
  let retryAfter: string | undefined;
  try {
    // The parsed form, not the stored text: what was checked is what is connected to.
    const target = { endpoint: url.href, p256dh: row.p256dh, auth: row.auth };
    const message: PushMessage = {
      payload: payloadJson(row.payload),
      ttlSeconds: ttlLeft,
      urgency: row.urgency,
      topic: topicOf(row.payload.tag),
    };
    const response = await withDeadline(sender.send(target, message), PUSH_SEND_DEADLINE_MS);
    const { status } = response;
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone' };
    // Any other answer (a payload too large, our VAPID key refused) fails the same way again.
    if (status !== 408 && status !== 429 && status < 500) {
      return { kind: 'drop', reason: `HTTP ${status}` };
    }
    retryAfter = response.retryAfter;
  } catch {
    // A network failure or no answer in time: the push service may well take it next time.
  }
  const attempts = row.attempts + 1;
  if (attempts >= PUSH_MAX_ATTEMPTS) return { kind: 'drop', reason: 'out of attempts' };
  const at = new Date(now.getTime() + retryDelay(attempts, retryAfter, now, random));
  if (at.getTime() >= expiresAt) return { kind: 'drop', reason: 'expires before the retry' };
  return { kind: 'retry', at };
}

/**
 * One drain of up to `batch` due pushes. Safe to run from several servers at once; never throws
 * for a push that fails, only when the database does.
 */
export async function drainPushQueue(
  db: Kysely<Database>,
  sender: PushSender,
  now: Date,
  options: DrainOptions,
): Promise<DrainSummary> {
  const { batch = 50, log } = options;
  const until = new Date(now.getTime() + PUSH_LEASE_MS);
  const rows = await claim(db, now, until, batch);
  const outcomes = await Promise.all(rows.map((row) => attempt(row, sender, now, options)));

  const summary: DrainSummary = {
    claimed: rows.length,
    sent: 0,
    retried: 0,
    dropped: 0,
    gone: 0,
    refused: 0,
  };
  const finished: number[] = [];
  const goneDevices: number[] = [];
  const refusedDevices = new Map<number, string>();
  const retries: { id: number; at: Date }[] = [];
  rows.forEach((row, i) => {
    const outcome = outcomes[i] ?? { kind: 'drop', reason: 'no outcome' };
    if (outcome.kind === 'sent') summary.sent += 1;
    if (outcome.kind === 'drop') {
      summary.dropped += 1;
      log?.warn({ pushId: row.id, reason: outcome.reason }, 'push dropped');
    }
    if (outcome.kind === 'refused') refusedDevices.set(row.subscription_id, row.endpoint);
    else if (outcome.kind === 'gone') goneDevices.push(row.subscription_id);
    else if (outcome.kind === 'retry') retries.push({ id: row.id, at: outcome.at });
    else finished.push(row.id);
  });
  summary.retried = retries.length;
  summary.gone = new Set(goneDevices).size;
  summary.refused = refusedDevices.size;
  // Once per device, not per push: its pushes all go with it.
  for (const [subscriptionId, endpoint] of refusedDevices) {
    log?.warn(
      { subscriptionId, host: hostOf(endpoint) },
      'push device removed: its endpoint is not an allowed push service',
    );
  }
  if (rows.length === 0) return summary;

  await db.transaction().execute(async (tx) => {
    // `next_attempt_at = until`: only rows this claim still holds (see the file's comment).
    if (finished.length > 0) {
      await tx
        .deleteFrom('push_queue')
        .where('id', 'in', finished)
        .where('next_attempt_at', '=', until)
        .execute();
    }
    const removed = [...goneDevices, ...refusedDevices.keys()];
    if (removed.length > 0) {
      await tx.deleteFrom('push_subscriptions').where('id', 'in', removed).execute();
    }
    if (retries.length > 0) {
      const values = retries.map((r) => sql`(${r.id}::bigint, ${r.at}::timestamptz)`);
      await sql`
        UPDATE push_queue q SET attempts = q.attempts + 1, next_attempt_at = v.at
        FROM (VALUES ${sql.join(values)}) AS v (id, at)
        WHERE q.id = v.id AND q.next_attempt_at = ${until}`.execute(tx);
    }
  });
  return summary;
}

/**
 * Per-user rate limits kept in the database, so several instances behind a load balancer enforce
 * one limit (DESIGN.md §8). A sliding window: a call passes while fewer than `max` calls of the
 * same subject were counted in the last `windowSeconds`. Each call that passes is counted (even
 * if it fails later: the work was asked for); a refused call is not, so Retry-After is exact.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { RateLimits } from '../config/config';
import type { Database } from '../db/schema';
import { HttpError } from './http-error';

export interface RateLimit {
  /** Names the limit in `rate_limit_hits`. */
  bucket: string;
  max: number;
  windowSeconds: number;
  /** The 429's sentence, given the wait as messages.waitFor says it. */
  refusal: (wait: string) => string;
}

export const questionLimit = (limits: RateLimits): RateLimit => ({
  bucket: 'assistant',
  max: limits.assistantPerUserPerMinute,
  windowSeconds: 60,
  refusal: messages.tooManyQuestions,
});

export const uploadLimit = (limits: RateLimits): RateLimit => ({
  bucket: 'uploads',
  max: limits.uploadsPerUserPerHour,
  windowSeconds: 3600,
  refusal: messages.tooManyUploads,
});

/**
 * Unknown API paths from one address (an IPv6 /64): what scanners probe, slowed down as
 * fastify/demo does. Counted here, not in memory, so N instances behind a balancer allow 120,
 * not N × 120.
 */
export const probeLimit: RateLimit = {
  bucket: 'unknown-paths',
  max: 120,
  windowSeconds: 60,
  refusal: messages.tooManyRequests,
};

/**
 * The share of calls that also clear expired rows of the whole bucket, left by subjects who never
 * came back (each call clears its own subject's).
 */
const SWEEP_CHANCE = 0.01;

/**
 * Wrong pass codes from one guard's device (its session) at the gate: enough for a tired guard's
 * typos, far too few to walk a million codes. Only misses count, but while the window is full
 * every code is refused, so a right guess cannot be told from a wrong one.
 */
export const gateCodeLimit: RateLimit = {
  bucket: 'gate-codes',
  max: 20,
  windowSeconds: 600,
  refusal: messages.tooManyCodes,
};

/**
 * Seconds until `subject` may call again, 0 when the window has room. `sweep`: also clear
 * expired rows (a write, so a read-only check leaves it to the counting calls).
 */
async function secondsToWait(
  db: Kysely<Database>,
  limit: RateLimit,
  subject: string,
  now: Date,
  sweep = true,
): Promise<number> {
  const { bucket } = limit;
  const windowMs = limit.windowSeconds * 1000;
  const since = new Date(now.getTime() - windowMs);
  if (sweep) {
    const whose = Math.random() < SWEEP_CHANCE ? sql`` : sql`AND subject = ${subject}`;
    await sql`
      DELETE FROM rate_limit_hits
      WHERE bucket = ${bucket} ${whose} AND at <= ${since}`.execute(db);
  }
  // The max-th newest call: while it is in the window, the window is full.
  const { rows } = await sql<{ at: Date | string }>`
    SELECT at FROM rate_limit_hits
    WHERE bucket = ${bucket} AND subject = ${subject} AND at > ${since}
    ORDER BY at DESC OFFSET ${limit.max - 1} LIMIT 1`.execute(db);
  const blocking = rows[0];
  if (!blocking) return 0;
  const freeAt = new Date(blocking.at).getTime() + windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

function refuse(limit: RateLimit, waitSeconds: number): HttpError {
  return new HttpError(429, limit.refusal(messages.waitFor(waitSeconds)), {
    'retry-after': String(waitSeconds),
  });
}

const recordHit = (db: Kysely<Database>, limit: RateLimit, subject: string, now: Date) =>
  sql`
    INSERT INTO rate_limit_hits (bucket, subject, at)
    VALUES (${limit.bucket}, ${subject}, ${now})`.execute(db);

/** Counts a call of `subject`, or throws 429 with Retry-After when the limit is reached. */
export async function countCall(
  db: Kysely<Database>,
  limit: RateLimit,
  subject: string,
  now: Date,
): Promise<void> {
  const waitSeconds = await db.transaction().execute(async (tx) => {
    // Two calls at once (maybe on two instances) must not both take the last place.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${limit.bucket}:${subject}`}))`.execute(tx);
    const wait = await secondsToWait(tx, limit, subject, now);
    if (wait === 0) await recordHit(tx, limit, subject, now);
    return wait;
  });
  if (waitSeconds > 0) throw refuse(limit, waitSeconds);
}

/** Throws 429 while `subject`'s window is full, counting nothing (for limits on misses). */
export async function refuseWhileFull(
  db: Kysely<Database>,
  limit: RateLimit,
  subject: string,
  now: Date,
): Promise<void> {
  const waitSeconds = await secondsToWait(db, limit, subject, now, false);
  if (waitSeconds > 0) throw refuse(limit, waitSeconds);
}

/** Counts one miss of `subject` (a wrong code), clearing its expired ones. */
export async function countMiss(
  db: Kysely<Database>,
  limit: RateLimit,
  subject: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  await sql`
    DELETE FROM rate_limit_hits
    WHERE bucket = ${limit.bucket} AND subject = ${subject} AND at <= ${since}`.execute(db);
  await recordHit(db, limit, subject, now);
}

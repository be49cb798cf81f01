/**
 * Per-user rate limits kept in the database, so several instances behind a load balancer enforce
 * one limit (DESIGN.md §8). A sliding window: a call passes while fewer than `max` calls of the
 * same subject were counted in the last `windowSeconds`. Each call that passes is counted (even
 * if it fails later: the work was asked for); a refused call is not, so Retry-After is exact.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../contract/messages';
import type { RateLimits } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';

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
 * The share of calls that also clear expired rows of the whole bucket, left by subjects who never
 * came back (each call clears its own subject's).
 */
const SWEEP_CHANCE = 0.01;

/** Counts a call of `subject`, or throws 429 with Retry-After when the limit is reached. */
export async function countCall(
  db: Kysely<Database>,
  limit: RateLimit,
  subject: string,
  now: Date,
): Promise<void> {
  const { bucket } = limit;
  const windowMs = limit.windowSeconds * 1000;
  const since = new Date(now.getTime() - windowMs);
  const waitSeconds = await db.transaction().execute(async (tx) => {
    // Two calls at once (maybe on two instances) must not both take the last place.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${bucket}:${subject}`}))`.execute(tx);
    const whose = Math.random() < SWEEP_CHANCE ? sql`` : sql`AND subject = ${subject}`;
    await sql`
      DELETE FROM rate_limit_hits
      WHERE bucket = ${bucket} ${whose} AND at <= ${since}`.execute(tx);
    // The max-th newest call: while it is in the window, the window is full.
    const { rows } = await sql<{ at: Date | string }>`
      SELECT at FROM rate_limit_hits WHERE bucket = ${bucket} AND subject = ${subject}
      ORDER BY at DESC OFFSET ${limit.max - 1} LIMIT 1`.execute(tx);
    const blocking = rows[0];
    if (blocking) {
      const freeAt = new Date(blocking.at).getTime() + windowMs;
      return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    }
    await sql`
      INSERT INTO rate_limit_hits (bucket, subject, at)
      VALUES (${bucket}, ${subject}, ${now})`.execute(tx);
    return 0;
  });
  if (waitSeconds > 0) {
    throw new HttpError(429, limit.refusal(messages.waitFor(waitSeconds)), {
      'retry-after': String(waitSeconds),
    });
  }
}

/**
 * When to try a failed push again: the outbox's rule (DESIGN.md §5, src/offline/outbox-policy.ts)
 * on the server side — exponential backoff with full jitter from 2 s to 15 min, and never sooner
 * than a push service's `Retry-After`. Pure, so the drainer's tests pin `random`.
 */

export const PUSH_BACKOFF_BASE_MS = 2_000;
export const PUSH_BACKOFF_CAP_MS = 15 * 60_000;
/** A push service asking for more than a day is more likely broken; the TTL ends it anyway. */
const RETRY_AFTER_MAX_MS = 24 * 60 * 60_000;

/** `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP-date; else undefined. */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now.getTime();
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, ms), RETRY_AFTER_MAX_MS);
}

/**
 * The wait before the next try, after `attempts` failed ones: uniform in [0, 2 s · 2^(n-1)),
 * capped at 15 min, so servers that failed together do not all retry in the same second.
 */
export function retryDelay(
  attempts: number,
  retryAfter: string | undefined,
  now: Date,
  random: () => number,
): number {
  const exponent = Math.min(Math.max(0, attempts - 1), 30);
  const window = Math.min(PUSH_BACKOFF_CAP_MS, PUSH_BACKOFF_BASE_MS * 2 ** exponent);
  return Math.max(Math.floor(random() * window), parseRetryAfter(retryAfter, now) ?? 0);
}

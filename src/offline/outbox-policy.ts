/**
 * The outbox's state machine as pure functions (DESIGN.md §5): given how a send ended, what the
 * record becomes. No I/O and no clock of its own (`now` and `random` are passed in), so every
 * outcome is tested without a network, and the window and the worker decide identically.
 */
import { messages } from '../../contract/messages';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 15 * 60_000;
/** A server asking for more than a day is more likely broken than serious; don't park for weeks. */
export const RETRY_AFTER_MAX_MS = 24 * 60 * 60_000;

/** How a send ended, as seen by the drainer. */
export type SendOutcome =
  | { type: 'response'; status: number; body: unknown; retryAfter?: string | null }
  | { type: 'networkError'; message?: string };

export interface OutcomeContext {
  now: number;
  /** In [0, 1), like Math.random. */
  random: () => number;
  /** Sends started so far, including the one that just ended (so at least 1). */
  attempts: number;
  /** The kind's message when the server gives no `detail` (SPEC.md §8). */
  failureMessage: string;
}

export type Transition =
  | { status: 'sent'; serverResult: unknown; sentAt: number }
  | { status: 'pending'; nextAttemptAt: number; lastError: string }
  | { status: 'needsAuth'; lastError: string }
  | { status: 'rejected'; lastError: string }
  | { status: 'expired'; lastError: string };

/** Upper bound of the wait before retry number `attempts`: 2 s, 4 s, 8 s … capped at 15 min. */
export function backoffWindow(attempts: number): number {
  const exponent = Math.min(Math.max(0, attempts - 1), 30); // 2^30 already dwarfs the cap
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
}

/**
 * Full jitter (uniform in [0, window)): phones that lost signal together must not all come
 * back in the same second and knock the server over again.
 */
export function backoffDelay(attempts: number, random: () => number): number {
  return Math.floor(random() * backoffWindow(attempts));
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP-date; undefined if unusable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, ms), RETRY_AFTER_MAX_MS);
}

/** Worth repeating unchanged: timeouts, rate limits and server faults. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function classifyOutcome(outcome: SendOutcome, ctx: OutcomeContext): Transition {
  if (outcome.type === 'networkError') {
    return retryLater(ctx, undefined, outcome.message ?? messages.networkError);
  }
  const { status, body, retryAfter } = outcome;
  if (status >= 200 && status < 300) {
    return { status: 'sent', serverResult: body, sentAt: ctx.now };
  }
  const waitAtLeast = parseRetryAfter(retryAfter, ctx.now);
  // 409 + Retry-After is the idempotency layer saying "the first copy is still running".
  if (isRetryableStatus(status) || (status === 409 && waitAtLeast !== undefined)) {
    return retryLater(ctx, waitAtLeast, detailOf(body) ?? `HTTP ${status}`);
  }
  if (status === 401) return { status: 'needsAuth', lastError: messages.sessionExpired };
  if (status >= 400 && status < 500) {
    return { status: 'rejected', lastError: detailOf(body) ?? ctx.failureMessage };
  }
  // 1xx/3xx never reach us through fetch in practice; retrying is the safe reading.
  return retryLater(ctx, waitAtLeast, `HTTP ${status}`);
}

export const EXPIRED_MESSAGE = 'Expired before it could be sent';

/** A record whose moment has passed (a golf-cart ride in the past) is never sent. */
export function expiredTransition(): Transition {
  return { status: 'expired', lastError: EXPIRED_MESSAGE };
}

function retryLater(
  ctx: OutcomeContext,
  waitAtLeast: number | undefined,
  error: string,
): Transition {
  const delay = Math.max(backoffDelay(ctx.attempts, ctx.random), waitAtLeast ?? 0);
  return { status: 'pending', nextAttemptAt: ctx.now + delay, lastError: error };
}

/** The server's own sentence (`{ detail }`, DESIGN.md §6) if it sent one. */
export function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return undefined;
  const { detail } = body;
  return typeof detail === 'string' && detail.trim() ? detail : undefined;
}

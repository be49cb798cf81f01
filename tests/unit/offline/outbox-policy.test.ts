// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffDelay,
  backoffWindow,
  classifyOutcome,
  parseRetryAfter,
  type OutcomeContext,
  type SendOutcome,
} from '../../../src/offline/outbox-policy';

const now = Date.parse('2025-03-10T03:30:00Z');
const ctx = (over: Partial<OutcomeContext> = {}): OutcomeContext => ({
  now,
  random: () => 0.5,
  attempts: 1,
  failureMessage: 'Failed to submit golf cart request',
  ...over,
});
const answer = (status: number, body?: unknown, retryAfter?: string): SendOutcome => ({
  type: 'response',
  status,
  body,
  retryAfter: retryAfter ?? null,
});

describe('outbox policy: what a send outcome turns a record into', () => {
  it('marks a 2xx answer sent and keeps the server result', () => {
    expect(classifyOutcome(answer(201, { request_id: 7 }), ctx())).toEqual({
      status: 'sent',
      serverResult: { request_id: 7 },
      sentAt: now,
    });
  });

  it.each([
    ['a network error', { type: 'networkError' } as SendOutcome],
    ['500', answer(500, { detail: 'Something went wrong on our side. Please try again.' })],
    ['503', answer(503)],
    ['408', answer(408)],
    ['429 without Retry-After', answer(429)],
  ])('retries later after %s, within the first backoff window', (_name, outcome) => {
    const next = classifyOutcome(outcome, ctx({ random: () => 0.999 }));
    expect(next.status).toBe('pending');
    if (next.status !== 'pending') return;
    expect(next.nextAttemptAt).toBeGreaterThanOrEqual(now);
    expect(next.nextAttemptAt).toBeLessThan(now + BACKOFF_BASE_MS);
    expect(next.lastError).toBeTruthy();
  });

  it('says the network failed in the words of SPEC.md §8', () => {
    const next = classifyOutcome({ type: 'networkError' }, ctx());
    expect(next).toMatchObject({ status: 'pending', lastError: messages.networkError });
  });

  it('honours Retry-After seconds on 429 when they ask for more than the backoff', () => {
    const next = classifyOutcome(answer(429, undefined, '120'), ctx());
    expect(next).toMatchObject({ status: 'pending', nextAttemptAt: now + 120_000 });
  });

  it('honours a Retry-After HTTP-date on 503', () => {
    const at = new Date(now + 300_000).toUTCString();
    const next = classifyOutcome(answer(503, undefined, at), ctx());
    expect(next).toMatchObject({ status: 'pending', nextAttemptAt: now + 300_000 });
  });

  it('keeps its own backoff when Retry-After asks for less', () => {
    const next = classifyOutcome(
      answer(429, undefined, '1'),
      ctx({ attempts: 10, random: () => 0.5 }),
    );
    expect(next).toMatchObject({
      status: 'pending',
      nextAttemptAt: now + backoffDelay(10, () => 0.5),
    });
    if (next.status === 'pending') expect(next.nextAttemptAt - now).toBeGreaterThan(1000);
  });

  it('waits for sign-in after 401', () => {
    expect(classifyOutcome(answer(401, { detail: 'expired' }), ctx())).toEqual({
      status: 'needsAuth',
      lastError: messages.sessionExpired,
    });
  });

  it.each([400, 403, 404, 422])('rejects a %i with the server detail', (status) => {
    const next = classifyOutcome(answer(status, { detail: 'Pickup location is required' }), ctx());
    expect(next).toEqual({ status: 'rejected', lastError: 'Pickup location is required' });
  });

  it('rejects a 4xx without detail with the kind failure message', () => {
    expect(classifyOutcome(answer(400, { detail: '  ' }), ctx())).toEqual({
      status: 'rejected',
      lastError: 'Failed to submit golf cart request',
    });
  });

  it('retries a 409 that carries Retry-After (the first copy is still running) and rejects one without', () => {
    expect(classifyOutcome(answer(409, undefined, '2'), ctx()).status).toBe('pending');
    expect(classifyOutcome(answer(409, { detail: 'Already registered' }), ctx())).toEqual({
      status: 'rejected',
      lastError: 'Already registered',
    });
  });
});

describe('outbox backoff', () => {
  it('starts its window at about 2 s and doubles with each attempt', () => {
    expect(backoffWindow(1)).toBe(2_000);
    expect(backoffWindow(2)).toBe(4_000);
    expect(backoffWindow(3)).toBe(8_000);
    for (let attempt = 1; attempt < 12; attempt += 1) {
      expect(backoffWindow(attempt + 1)).toBeGreaterThanOrEqual(backoffWindow(attempt));
    }
  });

  it('never waits longer than the 15 minute cap, however many attempts', () => {
    expect(backoffWindow(10)).toBe(BACKOFF_CAP_MS);
    expect(backoffWindow(1_000)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1_000, () => 0.999_999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });

  it('jitters fully: any wait in [0, window] depending on chance', () => {
    expect(backoffDelay(4, () => 0)).toBe(0);
    expect(backoffDelay(4, () => 0.5)).toBe(8_000);
    expect(backoffDelay(4, () => 0.999_999)).toBeLessThan(16_000);
    for (let i = 0; i < 200; i += 1) {
      const attempts = 1 + (i % 15);
      const delay = backoffDelay(attempts, Math.random);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(backoffWindow(attempts));
    }
  });

  it('reads Retry-After as seconds or an HTTP-date and ignores nonsense', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(parseRetryAfter(new Date(now - 90_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

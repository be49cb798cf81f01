/** Every error is `{ detail }` with a sentence a person can act on; internals never leak. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../contract/platform/endpoint';
import { messages } from '../../contract/messages';
import { registerEndpoint } from '../../server/platform/http/register-endpoint';
import { build } from './helper';
import type { TestApp } from './helper';

const broken = defineEndpoint({
  method: 'GET',
  path: 'test/broken',
  access: 'public',
  response: z.object({ ok: z.boolean() }),
  failure: 'broken',
});

const offContract = defineEndpoint({
  method: 'GET',
  path: 'test/off-contract',
  access: 'public',
  response: z.object({ ok: z.boolean() }),
  failure: 'off contract',
});

const trimmed = defineEndpoint({
  method: 'GET',
  path: 'test/trimmed',
  access: 'public',
  response: z.object({ name: z.string() }),
  failure: 'trimmed',
});

let t: TestApp;
beforeAll(async () => {
  t = await build({
    routes: (app) => {
      registerEndpoint(app, broken, () => {
        throw new Error('connection to db-internal:5432 refused (password=hunter2)');
      });
      // A handler that returns something the contract does not allow is our bug: 500.
      registerEndpoint(app, offContract, () => ({ ok: 'yes' }) as unknown as { ok: boolean });
      registerEndpoint(app, trimmed, () => ({ name: 'Asha', code_hash: 'internal' }));
    },
  });
});
afterAll(() => t.close());

const generateOtp = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/generate-otp',
    headers: { 'content-type': contentType },
    payload,
  });

describe('bad input', () => {
  it('answers malformed JSON with 400 and a sentence', async () => {
    const response = await generateOtp('{"phone_number": "90000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('names the field and the rule that failed', async () => {
    const response = await generateOtp(
      JSON.stringify({ phone_number: '12345', apartment_number: 'A101' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `phone_number: ${messages.phoneDigits}` });
  });

  it('rejects unknown fields with 400', async () => {
    const response = await generateOtp(
      JSON.stringify({ phone_number: '9000000002', apartment_number: 'A101', role: 'rwa' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/Unknown field.*role/);
  });

  it('says which required field is missing', async () => {
    const response = await generateOtp(JSON.stringify({ phone_number: '9000000002' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'apartment_number: This field is required' });
  });

  it('answers a missing body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/generate-otp' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await generateOtp(JSON.stringify({ phone_number: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toMatch(/too large/);
  });

  it('refuses a body type it does not read with 415', async () => {
    const response = await generateOtp(
      'phone_number=9000000002',
      'application/x-www-form-urlencoded',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });
});

/** The generic sentence, with the request's id to quote (the one its log lines carry). */
const serverErrorOf = (response: { headers: Record<string, unknown> }) =>
  `${messages.serverError} (Reference: ${String(response.headers['x-request-id'])})`;

describe('failures on our side', () => {
  it('answers a thrown error with 500 and the generic message, no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: serverErrorOf(response) });
    expect(response.body).not.toMatch(/hunter2|5432|at .*\.ts|stack/);
  });

  it('answers a response that breaks the contract with 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/off-contract' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: serverErrorOf(response) });
  });

  it('sends only the fields the contract declares', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/trimmed' });
    expect(response.json()).toEqual({ name: 'Asha' });
  });
});

describe('unknown paths', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.notFound });
  });

  it('slows down whoever probes many unknown paths', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/probe-${i}`,
        remoteAddress: '10.1.1.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/again',
      remoteAddress: '10.1.1.1',
    });
    expect(limited.json()).toEqual({ detail: expect.stringMatching(/Too many requests/) });
  });
});

describe('a known path called with a method it lacks', () => {
  it('answers 405 with Allow listing every method of the path', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/tenders/tenders' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(response.json()).toEqual({
      detail: 'This address does not take PUT requests; it takes GET, HEAD, POST.',
    });
  });

  it('knows a path with parameters, whatever the id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tenders/tenders/42?x=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('PUT, DELETE');
  });

  it('still answers an unknown path under a known one with 404', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/tenders/tenders/42/x' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });

  it('never counts toward the unknown-path limit', async () => {
    const from = { remoteAddress: '10.2.2.2' } as const;
    for (let i = 0; i < 125; i++) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/tenders/tenders', ...from });
      expect(response.statusCode).toBe(405);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope', ...from });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('health', () => {
  it('answers ok once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

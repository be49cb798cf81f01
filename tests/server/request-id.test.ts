/**
 * Every response names its request, and the logs say the same name: a person quoting a 500's
 * reference, or a proxy's access log, leads to the server's lines about it. Logs never hold an
 * OTP code, a signed document link or a resident's question.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../contract/platform/endpoint';
import { messages } from '../../contract/messages';
import { registerEndpoint } from '../../server/platform/http/register-endpoint';
import { build, login } from './helper';
import type { TestApp } from './helper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const broken = defineEndpoint({
  method: 'GET',
  path: 'test/broken',
  access: 'public',
  response: z.object({ ok: z.boolean() }),
  failure: 'broken',
});

/** What the server logged, one parsed JSON line each. */
const logLines: Record<string, unknown>[] = [];
let logged = '';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gatehouse-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Gatehouse</title>');
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
  t = await build({
    config: { staticDir: dist, logLevel: 'info', logRequests: true },
    logStream: {
      write(line) {
        logged += line;
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    routes: (app) =>
      registerEndpoint(app, broken, () => {
        throw new Error('the disk is on fire');
      }),
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

/** Every string in a log line, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : [];

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('X-Request-Id', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['a file of the app', '/robots.txt', 200],
    ['an unknown API path', '/api/nope', 404],
    ['a failure on our side', '/api/test/broken', 500],
    ['an address the router cannot read', '/api/events/events/%ZZ', 400],
  ])('is generated for %s', async (_what, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('is a new one for each request', async () => {
    const [a, b] = [await get('/api/health'), await get('/api/health')];
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("echoes the proxy's id when it looks like one", async () => {
    const id = 'lb-7f3a.2026_11_24-0001';
    const response = await get('/api/health', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'a b'],
    ['with a backslash', 'a\\nfake log line'],
    ['with quotes', 'a"b'],
    ['empty', ''],
  ])('replaces an id that is %s', async (_what, id) => {
    const response = await get('/api/health', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('is the reference a 500 gives, and the reqId of its log lines', async () => {
    const id = 'support-case-42';
    const response = await get('/api/test/broken', { 'x-request-id': id });
    expect(response.json()).toEqual({
      detail: `${messages.serverError} (Reference: ${id})`,
    });
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request failed', 'request completed']),
    );
  });
});

describe('the logs', () => {
  it('show the path of a signed document link, never its token', async () => {
    const token = '17.1900000000.c2lnbmF0dXJlLW9mLXRoZS1saW5rLXRoYXQtbXVzdC1ub3Q';
    await get(`/api/documents/link/${token}`);
    await get(`/api/documents/lin%6B/${token}`);
    expect(logged).not.toContain(token);
    expect(logged).toContain('/api/documents/link/[redacted]');
  });

  it("show the assistant's path, never the question", async () => {
    await get('/api/qaAgent/search/?q=is+my+neighbour+in+C303+behind+on+dues');
    expect(logged).not.toContain('neighbour');
    expect(logged).toContain('/api/qaAgent/search/?[redacted]');
  });

  it('never show an OTP code', async () => {
    await login(t, '9000000002', 'A101');
    const code = t.sms.lastCode('9000000002');
    expect(logged).toContain('/api/auth/verify-otp');
    // Text only: a timestamp or a duration may hold the same six digits by chance.
    expect(logLines.flatMap(textsOf).filter((text) => text.includes(code))).toEqual([]);
  });

  it('still show other URLs as they are', async () => {
    await get('/api/tenders/tenders?status=open');
    expect(logged).toContain('/api/tenders/tenders?status=open');
  });
});

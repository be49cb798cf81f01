/**
 * The built app at `/`: hashed assets cached for a year, entry files revalidated, deep links
 * answered with index.html, and `/api/...` never answered with the app.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { CONTENT_SECURITY_POLICY } from '../../server/platform/http/security-headers';
import { build } from './helper';
import type { TestApp } from './helper';

const INDEX = '<!doctype html><title>Gatehouse</title><div id="root"></div>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gatehouse-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Gatehouse"}');
  await writeFile(join(dist, 'workbox-4f3a2b1c.js'), '/* workbox */');
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
  t = await build({ config: { staticDir: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('cache headers', () => {
  it.each([
    ['/assets/app-abc123.js', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/workbox-4f3a2b1c.js', 'no-cache'],
    ['/robots.txt', 'public, max-age=3600'],
  ])('%s is served with Cache-Control: %s', async (url, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });
});

describe('the single-page app', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await get('/', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep link with index.html', async () => {
    const response = await get('/booking/1?date=today', 'text/html,application/xhtml+xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a missing script with index.html', async () => {
    const response = await get('/assets/app-gone.js');
    expect(response.statusCode).toBe(404);
  });

  it('never answers /api/... with index.html', async () => {
    const response = await get('/api/nope', 'text/html');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail: messages.notFound });
  });
});

describe('security headers', () => {
  it('puts the CSP and framing rules on HTML', async () => {
    const response = await get('/facilities', 'text/html');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('puts nosniff and the referrer policy on API answers too', async () => {
    const response = await get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('puts the CSP on the app served at /', async () => {
    const response = await get('/', 'text/html');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

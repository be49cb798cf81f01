/**
 * The built app on a slow network (issue 15): the build's brotli and gzip copies
 * (scripts/precompress.ts) are sent to browsers that accept them, with the same cache rules,
 * exact lengths and `Vary: Accept-Encoding`; the file itself to those that do not.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { CONTENT_SECURITY_POLICY } from '../../server/platform/http/security-headers';
import { build } from './helper';
import type { TestApp } from './helper';

/** Text the size of real build output: repetitive, as code and markup are. */
const text = (line: (i: number) => string, lines = 200) =>
  Array.from({ length: lines }, (_, i) => line(i)).join('\n');

const files: Record<string, string> = {
  'index.html': `<!doctype html><title>Gatehouse</title>${text((i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`, 40)}<div id="root"></div>`,
  'assets/app-abc123.js': text((i) => `export const route${i} = () => import('./page-${i}.js');`),
  'assets/app-abc123.css': text((i) => `.card-${i} { padding: ${i}px; color: #1f6f4a; }`),
  'images/estate.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text((i) => `<rect x="${i}" y="${i}" width="10" height="10"/>`)}</svg>`,
  'manifest.webmanifest': JSON.stringify({
    name: 'Gatehouse',
    icons: Array.from({ length: 30 }, (_, i) => ({
      src: `/icons/icon-${i}.png`,
      sizes: '192x192',
    })),
  }),
  'sw.js': text(
    (i) => `self.__WB_MANIFEST.push({ url: '/assets/chunk-${i}.js', revision: null });`,
  ),
};
const kinds: [string, string, RegExp][] = [
  ['JS', '/assets/app-abc123.js', /javascript/],
  ['CSS', '/assets/app-abc123.css', /^text\/css/],
  ['HTML', '/index.html', /^text\/html/],
  ['SVG', '/images/estate.svg', /^image\/svg\+xml/],
  ['manifest', '/manifest.webmanifest', /^application\/manifest\+json/],
  ['service worker', '/sw.js', /javascript/],
];

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gatehouse-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'images'));
  for (const [name, body] of Object.entries(files)) await writeFile(join(dist, name), body);
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
  await writeFile(join(dist, 'assets', 'noise-1.js'), randomBytes(4096));
  await precompressDir(dist);
  t = await build({ config: { staticDir: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('the build writes compressed copies', () => {
  it('next to every text file that gains from one', () => {
    for (const name of Object.keys(files)) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(true);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(true);
    }
  });

  it('but not for a file under 1 KB nor one that does not shrink', () => {
    for (const name of ['robots.txt', 'assets/noise-1.js']) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
  });
});

describe.each(kinds)('%s', (_kind, url, type) => {
  let original: Buffer;
  let cacheControl: string | undefined;
  beforeAll(async () => {
    original = await readFile(join(dist, url));
    cacheControl = (await get(url, {})).headers['cache-control'] as string;
  });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('is sent compressed to a browser accepting %s', async (accept, encoding, decode) => {
    const response = await get(url, { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.rawPayload.length).toBeLessThan(original.length);
    expect(decode(response.rawPayload).equals(original)).toBe(true);
  });

  it('is sent as it is to a browser accepting no encoding, with Vary all the same', async () => {
    const response = await get(url, {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-length']).toBe(String(original.length));
    expect(response.rawPayload.equals(original)).toBe(true);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const head = await get(url, { 'accept-encoding': 'br' }, 'HEAD');
    const body = await get(url, { 'accept-encoding': 'br' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'cache-control']) {
      expect(head.headers[name], name).toBe(body.headers[name]);
    }
  });
});

describe('cache rules hold for the compressed copies', () => {
  it.each([
    ['/assets/app-abc123.js', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/images/estate.svg', 'public, max-age=3600'],
  ])('%s: %s', async (url, cacheControl) => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.headers['cache-control'], accept).toBe(cacheControl);
    }
  });
});

describe('a deep link of the app', () => {
  it('gets index.html compressed, revalidated and with the CSP', async () => {
    const response = await get('/tenders/7', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(files['index.html']);
  });
});

describe('a file without copies', () => {
  it('is sent as it is, with no Vary', async () => {
    const response = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body).toBe('User-agent: *');
  });
});

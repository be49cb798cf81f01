/**
 * Headers a browser acts on: a strict CSP (no inline script, no framing), HSTS only over TLS,
 * powerful features denied but for the pages that need them, and uploaded files sandboxed.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../contract/content/gallery';
import type { Newsletter } from '../../contract/content/newsletters';
import { CONTENT_SECURITY_POLICY } from '../../server/platform/http/security-headers';
import { FILE_CSP } from '../../server/platform/http/file-reply';
import { buildContent, get, jpeg, multipart, pdf, postForm } from './content-support';
import type { ContentApp } from './content-support';
import { build } from './helper';
import type { TestApp } from './helper';

let t: ContentApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gatehouse-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Gatehouse</title>');
  t = await buildContent({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** `script-src 'self' …` → { 'script-src': ["'self'", …] }. */
function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the app page', () => {
  it('runs only our own scripts and refuses to be framed', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    const csp = response.headers['content-security-policy'];
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    const policy = directives(csp);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps the browser from sniffing, leaking paths or sharing with other sites', async () => {
    const response = await page('/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('denies the microphone, location and payments', async () => {
    const policy = String((await page('/facilities')).headers['permissions-policy']);
    for (const feature of ['microphone', 'geolocation', 'payment']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('lets our own pages use the camera (the gate desk, reached from any page) and nothing embedded', async () => {
    // The login page's document is the one a guard's desk runs in after Gate Login.
    for (const path of ['/gate', '/login', '/']) {
      const policy = String((await page(path)).headers['permissions-policy']);
      expect(policy).toContain('camera=(self)');
      expect(policy).not.toContain('camera=*');
    }
  });
});

describe('API answers', () => {
  it('carry the same headers', async () => {
    const response = await get(t, '/api/health');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
  });

  it('carry them on a 404 too', async () => {
    const response = await get(t, '/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('uploaded files', () => {
  it('open in a sandbox that runs nothing', async () => {
    const form = multipart({ title: 'Lawn', category: 'amenities' }, [
      { field: 'file', name: 'lawn.jpg', bytes: await jpeg(40, 30) },
    ]);
    const image = (
      await postForm(t, '/api/gallery/gallery/upload', form, t.rwa)
    ).json<GalleryImage>();
    const response = await get(t, `/api/${image.url}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(FILE_CSP);
    expect(directives(FILE_CSP)).toEqual({ sandbox: [], 'default-src': ["'none'"] });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("leave PDFs to the browser's viewer, which a sandbox would block", async () => {
    const form = multipart({ title: 'Issue 1' }, [
      { field: 'pdf', name: 'issue.pdf', bytes: pdf() },
    ]);
    const letter = (
      await postForm(t, '/api/newsletter/newsletters', form, t.rwa)
    ).json<Newsletter>();
    const response = await get(t, `/api/${letter.pdf_url}`, t.member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Strict-Transport-Security', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await build({ config: { trustProxy: true } });
  });
  afterAll(() => proxied.close());

  const health = (app: TestApp, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/api/health', headers });

  it('is sent when our proxy says the request came over TLS', async () => {
    const response = await health(proxied, { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is not sent over plain http', async () => {
    const response = await health(proxied);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent on a forwarded https claim from a proxy we do not trust', async () => {
    const response = await health(t, { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

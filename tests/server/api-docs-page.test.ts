/**
 * `/api/docs` (issue 38): the page and the viewer's files are served by us, under our security
 * headers, compressed when the browser takes gzip and byte for byte the package's files.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/platform/http/security-headers';
import { build } from './helper';
import type { TestApp } from './helper';

const viewerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('the API document page', () => {
  it('is an HTML page with no inline script, loading the viewer and our document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const scripts = [...response.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([
      ' src="/api/docs/swagger-ui-bundle.js"',
      ' src="/api/docs/start.js"',
    ]);
    expect(scripts.every(([, , body]) => body === '')).toBe(true);
    const start = await t.app.inject({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain("url: '/api/openapi.json'");
    expect(start.body).toContain('validatorUrl: null');
  });

  it.each(['swagger-ui-bundle.js', 'swagger-ui.css'])(
    'serves %s gzipped or plain, the same bytes as the package',
    async (name) => {
      const original = readFileSync(join(viewerDir, name));
      const url = `/api/docs/${name}`;
      const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.headers['x-content-type-options']).toBe('nosniff');
      expect(gunzipSync(zipped.rawPayload).equals(original)).toBe(true);
      expect(zipped.rawPayload.length).toBeLessThan(original.length / 2);
      const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(original)).toBe(true);
    },
  );

  it('answers an unknown file under /api/docs with the API’s JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/index.html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });
});

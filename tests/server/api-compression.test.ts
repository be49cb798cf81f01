/**
 * API answers on a slow network (issue 15): JSON past 1 KB compressed per request, files sent as
 * stored, and a cached collection revalidated with ETag / If-None-Match so an unchanged list
 * costs a 304 with no body.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../contract/content/gallery';
import type { Newsletter } from '../../contract/content/newsletters';
import { writeTextPdf } from '../../server/platform/demo/pdf-writer';
import { buildContent, jpeg, multipart, postForm } from './content-support';
import type { ContentApp } from './content-support';
import { bearer } from './helper';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
});
afterAll(() => t.close());

const UPDATES = '/api/updates/updates';

const read = (url: string, headers: Record<string, string> = {}, token = t.member) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

const postUpdate = (title: string) =>
  t.app.inject({
    method: 'POST',
    url: UPDATES,
    headers: bearer(t.rwa),
    payload: {
      title,
      content: 'The lift of Tower A is off on Monday. '.repeat(4),
      category: 'Notice',
    },
  });

describe('API JSON compression', () => {
  it('sends a small answer as it is', async () => {
    const response = await read('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  describe('a list past 1 KB', () => {
    let plain: string;
    beforeAll(async () => {
      for (let i = 0; i < 12; i += 1)
        expect((await postUpdate(`Notice ${i}`)).statusCode).toBe(201);
      plain = (await read(UPDATES)).body;
      expect(plain.length).toBeGreaterThan(1024);
    });

    it.each([
      ['br, gzip, deflate', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ])('goes out compressed when the request accepts %s', async (accept, encoding, decode) => {
      const response = await read(UPDATES, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.rawPayload.length).toBeLessThan(plain.length / 2);
      expect(decode(response.rawPayload).toString()).toBe(plain);
    });

    it('goes out as it is to a request that accepts no encoding', async () => {
      const response = await read(UPDATES, { 'accept-encoding': 'identity' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(plain);
    });
  });
});

describe('files are never compressed on the fly', () => {
  it('sends an uploaded image as stored', async () => {
    const form = multipart({ title: 'Lawn', category: 'amenities' }, [
      { field: 'file', name: 'lawn.jpg', bytes: await jpeg(800, 600) },
    ]);
    const image = (
      await postForm(t, '/api/gallery/gallery/upload', form, t.rwa)
    ).json<GalleryImage>();
    const response = await read(`/api/${image.url}`, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.length).toBeGreaterThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
  });

  it('sends a newsletter PDF as stored', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Line ${i} of the estate news.`);
    const bytes = Buffer.from(writeTextPdf([{ heading: 'News', lines }], 'News'));
    expect(bytes.length).toBeGreaterThan(1024);
    const form = multipart({ title: 'March' }, [{ field: 'pdf', name: 'march.pdf', bytes }]);
    const issue = (
      await postForm(t, '/api/newsletter/newsletters', form, t.rwa)
    ).json<Newsletter>();
    const response = await read(`/api/newsletter/download/${issue.id}`, {
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('revalidating a cached collection', () => {
  it('tags the list and keeps it private to this browser, asked for each time', async () => {
    const response = await read(UPDATES);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a matching If-None-Match with 304 and no body, whatever the encoding', async () => {
    const { etag } = (await read(UPDATES)).headers;
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await read(UPDATES, {
        'if-none-match': String(etag),
        'accept-encoding': accept,
      });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('tags the same list the same way compressed or not', async () => {
    const plain = await read(UPDATES, { 'accept-encoding': 'identity' });
    const compressed = await read(UPDATES, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
  });

  it('sends the new list with a new tag once the collection changed', async () => {
    const { etag } = (await read(UPDATES)).headers;
    expect((await postUpdate('Water off on Sunday')).statusCode).toBe(201);
    const response = await read(UPDATES, { 'if-none-match': String(etag) });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(etag);
    expect(response.body).toContain('Water off on Sunday');
  });

  it('keeps what a route says about caching (the same VAPID key for everyone)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toBeDefined();
  });

  it('tags no error and no write', async () => {
    const refused = await t.app.inject({ method: 'GET', url: UPDATES });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
    const created = await postUpdate('Another');
    expect(created.headers.etag).toBeUndefined();
  });
});

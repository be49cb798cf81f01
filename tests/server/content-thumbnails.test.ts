/**
 * Thumbnails by Accept (server/platform/files/thumbnail-twins.ts): a browser that takes WebP gets the
 * WebP twin made at upload, anything else the JPEG, under one URL marked `Vary: Accept`; a
 * thumbnail stored before twins existed, and every original, is served as stored, without Vary.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../contract/content/gallery';
import {
  buildContent,
  del,
  jpeg,
  multipart,
  nameOf,
  postForm,
  storedFiles,
} from './content-support';
import type { ContentApp } from './content-support';

/** What Chromium sends for an `<img>`. */
const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
});
afterAll(() => t.close());

async function uploadPhoto(): Promise<GalleryImage> {
  const form = multipart({ title: 'Lawn', category: 'amenities' }, [
    { field: 'file', name: 'lawn.jpg', bytes: await jpeg(1200, 900) },
  ]);
  const response = await postForm(t, '/api/gallery/gallery/upload', form, t.rwa);
  expect(response.statusCode).toBe(201);
  return response.json<GalleryImage>();
}

const fetchAs = (url: string, accept?: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: accept ? { accept } : {} });

const twinOf = (url: string) => nameOf(url).replace(/\.jpg$/, '.webp');

/** RIFF....WEBP: the container WebP lives in, whatever the Content-Type says. */
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('a thumbnail is served in the format the browser takes', () => {
  let image: GalleryImage;
  beforeAll(async () => {
    image = await uploadPhoto();
  });

  it('sends WebP bytes of the same size to a browser that accepts image/webp', async () => {
    const response = await fetchAs(image.thumbnail_url, CHROMIUM_IMAGE_ACCEPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toMatch(/\baccept\b/i);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isWebp(response.rawPayload)).toBe(true);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      480,
      360,
      undefined,
    ]);
  });

  it('sends the JPEG, marked Vary: Accept, when no Accept header comes', async () => {
    const response = await fetchAs(image.thumbnail_url);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.vary).toMatch(/\baccept\b/i);
    expect(isJpeg(response.rawPayload)).toBe(true);
  });

  it.each(['*/*', 'image/*', 'image/png,image/jpeg', 'image/webp;q=0'])(
    'sends the JPEG for Accept %s, which does not name WebP',
    async (accept) => {
      const response = await fetchAs(image.thumbnail_url, accept);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(isJpeg(response.rawPayload)).toBe(true);
    },
  );

  it('sends the WebP twin smaller than the JPEG', async () => {
    const webp = await fetchAs(image.thumbnail_url, 'image/webp');
    const jpegReply = await fetchAs(image.thumbnail_url, 'image/jpeg');
    expect(webp.rawPayload.length).toBeLessThan(jpegReply.rawPayload.length);
  });

  it('sends the full image as stored, not varying by Accept: the lightbox shows the original', async () => {
    const response = await fetchAs(image.url, CHROMIUM_IMAGE_ACCEPT);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.vary).toBeUndefined();
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
  });

  it('never serves the twin under its own name: only the JPEG URL is public', async () => {
    const response = await fetchAs(`files/${twinOf(image.thumbnail_url)}`, 'image/webp');
    expect(response.statusCode).toBe(404);
  });
});

describe('thumbnails stored before twins existed', () => {
  it('are still served, as JPEG and not varying by Accept, to a browser that accepts WebP', async () => {
    const image = await uploadPhoto();
    await t.app.files.delete(twinOf(image.thumbnail_url));
    const response = await fetchAs(image.thumbnail_url, CHROMIUM_IMAGE_ACCEPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.vary).toBeUndefined();
    expect(isJpeg(response.rawPayload)).toBe(true);
  });
});

describe('the twin follows its thumbnail', () => {
  it('is stored with the upload and removed with the row', async () => {
    const image = await uploadPhoto();
    expect(await storedFiles(t)).toContain(twinOf(image.thumbnail_url));
    expect((await del(t, `/api/gallery/gallery/${image.id}`, t.rwa)).statusCode).toBe(200);
    expect(await storedFiles(t)).not.toContain(twinOf(image.thumbnail_url));
  });
});

/**
 * Stored files (DESIGN.md §6 Files): served by their generated name with headers a browser can
 * trust, thumbnails small, upright and without metadata, and nothing outside the store.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../contract/content/gallery';
import { messages } from '../../contract/messages';
import { buildContent, get, jpeg, multipart, nameOf, postForm } from './content-support';
import type { ContentApp, FilePart } from './content-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
});
afterAll(() => t.close());

const toGallery = (files: FilePart[]) =>
  postForm(
    t,
    '/api/gallery/gallery/upload',
    multipart({ title: 'Lawn', category: 'amenities' }, files),
    t.rwa,
  );

describe('stored files are served by name', () => {
  let image: GalleryImage;
  let original: Buffer;
  beforeAll(async () => {
    original = await jpeg(1200, 900);
    const response = await toGallery([{ field: 'file', name: 'lawn.jpg', bytes: original }]);
    image = response.json<GalleryImage>();
  });

  it('serves the original inline, cacheable for a year, with nosniff, to anyone', async () => {
    const response = await get(t, `/api/${image.url}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${nameOf(image.url)}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
  });

  it('serves a thumbnail: a JPEG inside 480×480, same proportions, no metadata', async () => {
    expect([image.width, image.height]).toEqual([1200, 900]);
    const response = await get(t, `/api/${image.thumbnail_url}`);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 360]);
    expect(meta.exif).toBeUndefined();
  });

  it('turns a photo by its EXIF orientation: sizes as shown, thumbnail upright', async () => {
    const sideways = await sharp(await jpeg(60, 40))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await toGallery([{ field: 'file', name: 'p.jpg', bytes: sideways }]);
    const rotated = response.json<GalleryImage>();
    expect([rotated.width, rotated.height]).toEqual([40, 60]);
    for (const url of [rotated.url, rotated.thumbnail_url]) {
      const served = await get(t, `/api/${url}`);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height, meta.orientation]).toEqual([40, 60, undefined]);
    }
  });

  it('keeps no camera metadata in the public original (EXIF can hold a home GPS position)', async () => {
    const withExif = await sharp(await jpeg(60, 40))
      .withMetadata({ exif: { IFD0: { Make: 'HomeCam' }, IFD3: { GPSLatitudeRef: 'N' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await toGallery([{ field: 'file', name: 'p.jpg', bytes: withExif }]);
    const served = await get(t, `/api/${response.json<GalleryImage>().url}`);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('answers 404 for a name that was never stored', async () => {
    const response = await get(t, '/api/files/AAAAAAAAAAAAAAAAAAAAAA.jpg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.fileNotFound });
  });

  it.each([
    '..%2F..%2Fjwt-secret',
    '..%2Fdb%2FPG_VERSION',
    '%2E%2E',
    'AAAAAAAAAAAAAAAAAAAAAA.jpg%00.png',
    'AAAAAAAAAAAAAAAAAAAAAA.txt',
  ])('answers 404 for the path trick %s', async (name) => {
    const response = await get(t, `/api/files/${name}`);
    expect(response.statusCode).toBe(404);
    // '..' is resolved by the router before our route sees it: its own 404, also JSON.
    expect([messages.fileNotFound, 'Not found']).toContain(
      response.json<{ detail: string }>().detail,
    );
  });
});

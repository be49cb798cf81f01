/** The gallery (SPEC.md §2 /gallery, §5 Admin: content, §7 Gallery): members browse, the RWA curates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../contract/content/gallery';
import { messages } from '../../contract/messages';
import {
  buildContent,
  countRows,
  del,
  get,
  jpeg,
  multipart,
  nameOf,
  postForm,
  storedFiles,
} from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
let photo: Buffer;
beforeAll(async () => {
  t = await buildContent();
  photo = await jpeg(64, 48);
});
afterAll(() => t.close());

const upload = (fields: Record<string, string>, token = t.rwa) =>
  postForm(
    t,
    '/api/gallery/gallery/upload',
    multipart(fields, [{ field: 'file', name: 'photo.jpg', bytes: photo }]),
    token,
  );
const list = (query = '') => get(t, `/api/gallery/gallery${query}`, t.member);
const images = async (query = '') => (await list(query)).json<{ images: GalleryImage[] }>().images;

describe('who may see and change the gallery', () => {
  it('refuses a stranger the list', async () => {
    expect((await get(t, '/api/gallery/gallery')).statusCode).toBe(401);
  });

  it('refuses a member an upload and a delete', async () => {
    const response = await upload({ title: 'Mine', category: 'sports' }, t.member);
    expect(response.statusCode).toBe(403);
    expect((await del(t, '/api/gallery/gallery/1', t.member)).statusCode).toBe(403);
  });
});

describe('uploading a photo', () => {
  it('answers the image with its size and a thumbnail', async () => {
    const response = await upload({ title: ' Holi on the lawn ', category: 'celebration' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'Holi on the lawn',
      category: 'celebration',
      url: expect.stringMatching(/^files\/[\w-]{22}\.jpg$/),
      thumbnail_url: expect.stringMatching(/^files\/[\w-]{22}\.jpg$/),
      width: 64,
      height: 48,
      upload_date: expect.stringMatching(/^\d{8}T\d{4}$/),
    });
  });

  it.each([
    [{ category: 'sports' }, `title: ${messages.galleryTitleRequired}`],
    [{ title: ' ', category: 'sports' }, `title: ${messages.galleryTitleRequired}`],
    [{ title: 'Match' }, `category: ${messages.galleryCategoryInvalid}`],
    [{ title: 'Match', category: 'pets' }, `category: ${messages.galleryCategoryInvalid}`],
  ])('refuses %j', async (fields, detail) => {
    const rows = await countRows(t.db, 'gallery_images');
    const response = await upload(fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await countRows(t.db, 'gallery_images')).toBe(rows);
  });

  it('needs an image ("Please select an image file")', async () => {
    const form = multipart({ title: 'Match', category: 'sports' });
    const response = await postForm(t, '/api/gallery/gallery/upload', form, t.rwa);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.galleryImageRequired });
  });

  it('says it cannot store text PostgreSQL refuses, and keeps no file', async () => {
    const files = await storedFiles(t);
    const response = await upload({ title: 'Bad \u0000 title', category: 'sports' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `title: ${messages.textNotStorable}` });
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe('browsing', () => {
  it('lists newest first and filters by category', async () => {
    for (const category of ['sports', 'amenities', 'events']) {
      t.clock.advance(60_000);
      await upload({ title: `A ${category} photo`, category });
    }
    const all = await images();
    expect(all[0]?.category).toBe('events');
    const dates = all.map((image) => image.upload_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const sports = await images('?category=sports');
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.every((image) => image.category === 'sports')).toBe(true);
  });

  it('refuses an unknown category', async () => {
    const response = await list('?category=pets');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `category: ${messages.galleryCategoryInvalid}` });
  });
});

describe('deleting a photo', () => {
  it('removes the row and both files', async () => {
    const image = (await upload({ title: 'Delete me', category: 'events' })).json<GalleryImage>();
    const response = await del(t, `/api/gallery/gallery/${image.id}`, t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect((await images()).map((item) => item.id)).not.toContain(image.id);
    const files = await storedFiles(t);
    expect(files).not.toContain(nameOf(image.url));
    expect(files).not.toContain(nameOf(image.thumbnail_url));
  });

  it('answers 404 for an image that does not exist', async () => {
    const response = await del(t, '/api/gallery/gallery/424242', t.rwa);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.galleryImageNotFound });
  });
});

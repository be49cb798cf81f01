/**
 * Uploads (DESIGN.md §6 Files), through the real upload endpoints: a file is judged by its
 * bytes, never its name or Content-Type; size caps hold with nothing stored; exactly one file.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../contract/content/gallery';
import { messages } from '../../contract/messages';
import { MB } from '../../contract/platform/uploads';
import {
  buildContent,
  countRows,
  fakeJpeg,
  get,
  multipart,
  nameOf,
  padded,
  pdf,
  png,
  postForm,
  storedFiles,
} from './content-support';
import type { ContentApp, ContentTable, FilePart } from './content-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
});
afterAll(() => t.close());

const galleryForm = (files: FilePart[], fields = { title: 'Lawn', category: 'amenities' }) =>
  multipart(fields, files);
const toGallery = (form: ReturnType<typeof multipart>) =>
  postForm(t, '/api/gallery/gallery/upload', form, t.rwa);

/** Runs `send` and proves it stored no row in `table` and no file at all. */
async function storesNothing(table: ContentTable, send: () => Promise<unknown>): Promise<void> {
  const [rows, files] = [await countRows(t.db, table), await storedFiles(t)];
  await send();
  expect(await countRows(t.db, table)).toBe(rows);
  expect(await storedFiles(t)).toEqual(files);
}

describe('a file is judged by its bytes', () => {
  it('refuses a PNG named .pdf as a newsletter', async () => {
    const bytes = await png();
    await storesNothing('newsletters', async () => {
      const form = multipart({ title: 'March' }, [
        { field: 'pdf', name: 'march.pdf', bytes, type: 'application/pdf' },
      ]);
      const response = await postForm(t, '/api/newsletter/newsletters', form, t.rwa);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: messages.newsletterPdfType });
    });
  });

  it('refuses a PDF named .png on gallery, menu and event uploads', async () => {
    const file = (field: string) => ({ field, name: 'photo.png', bytes: pdf(), type: 'image/png' });
    const cases = [
      [
        'gallery_images',
        '/api/gallery/gallery/upload',
        galleryForm([file('file')]),
        messages.menuImageType,
      ],
      [
        'menus',
        '/api/restaurant/menus/upload',
        multipart({ menu_name: 'Cafe', menu_description: 'All day' }, [file('file')]),
        messages.menuImageType,
      ],
      [
        'events',
        '/api/events/create_events',
        multipart({ event: JSON.stringify(minimalEvent) }, [file('image')]),
        messages.eventImageRequired,
      ],
    ] as const;
    for (const [table, url, form, detail] of cases) {
      await storesNothing(table, async () => {
        const response = await postForm(t, url, form, t.rwa);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail });
      });
    }
  });

  it('refuses a file that starts like a JPEG but does not decode', async () => {
    await storesNothing('gallery_images', async () => {
      const response = await toGallery(
        galleryForm([{ field: 'file', name: 'a.jpg', bytes: fakeJpeg() }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: messages.fileDamaged('a.jpg', messages.menuImageType),
      });
    });
  });

  it('takes a real PNG whatever name and Content-Type the client claims, and stores it as .png', async () => {
    const bytes = await png();
    const form = galleryForm([
      { field: 'file', name: 'notes.pdf', bytes, type: 'application/pdf' },
    ]);
    const response = await toGallery(form);
    expect(response.statusCode).toBe(201);
    const image = response.json<GalleryImage>();
    expect(image.url).toMatch(/^files\/[A-Za-z0-9_-]{22}\.png$/);
    expect(await storedFiles(t)).toContain(nameOf(image.url));
  });
});

describe('size caps hold, and nothing is stored past them', () => {
  it('refuses an image of 5 MB + 1 byte with 413', async () => {
    const bytes = padded(await png(), 5 * MB + 1);
    await storesNothing('gallery_images', async () => {
      const response = await toGallery(galleryForm([{ field: 'file', name: 'big.png', bytes }]));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: messages.imageTooLarge });
    });
  });

  it('takes an image of exactly 5 MB', async () => {
    // A PNG ends at its IEND chunk: the padding after it is ignored by decoders.
    const bytes = padded(await png(), 5 * MB);
    const response = await toGallery(galleryForm([{ field: 'file', name: 'edge.png', bytes }]));
    expect(response.statusCode).toBe(201);
    const stored = await get(t, `/api/${response.json<GalleryImage>().url}`);
    // Stored re-encoded, so the padding after IEND is gone and the image is what remains.
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a PDF of 10 MB + 1 byte with 413', async () => {
    const bytes = padded(pdf(), 10 * MB + 1);
    await storesNothing('newsletters', async () => {
      const form = multipart({ title: 'Huge' }, [{ field: 'pdf', name: 'huge.pdf', bytes }]);
      const response = await postForm(t, '/api/newsletter/newsletters', form, t.rwa);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: messages.pdfTooLarge });
    });
  });

  it('refuses at once a body declared far past the cap, before reading it', async () => {
    const form = galleryForm([{ field: 'file', name: 'a.png', bytes: await png() }]);
    await storesNothing('gallery_images', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/gallery/gallery/upload',
        payload: form.payload,
        headers: {
          ...form.headers,
          authorization: `Bearer ${t.rwa}`,
          'content-length': String(100 * MB),
        },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: messages.imageTooLarge });
    });
  });

  it('refuses more text fields than any form has', async () => {
    const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']));
    const response = await toGallery(
      multipart(fields, [{ field: 'file', name: 'a.png', bytes: await png() }]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: messages.uploadTooLarge });
  });

  it('refuses a text field longer than 64 kB', async () => {
    const form = galleryForm([{ field: 'file', name: 'a.png', bytes: await png() }], {
      title: 'x'.repeat(70_000),
      category: 'sports',
    });
    const response = await toGallery(form);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: messages.uploadTooLarge });
  });
});

describe('exactly one file, in its field', () => {
  it('says what is missing when no file or an empty one comes', async () => {
    for (const files of [[], [{ field: 'file', name: 'empty.png', bytes: Buffer.alloc(0) }]]) {
      await storesNothing('gallery_images', async () => {
        const response = await toGallery(galleryForm(files));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail: messages.galleryImageRequired });
      });
    }
  });

  it('refuses a file in another field', async () => {
    const bytes = await png();
    await storesNothing('gallery_images', async () => {
      const response = await toGallery(galleryForm([{ field: 'photo', name: 'a.png', bytes }]));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/one file only.*"file"/);
    });
  });

  it('refuses a second file, even in the right field', async () => {
    const bytes = await png();
    const files = [
      { field: 'file', name: 'a.png', bytes },
      { field: 'file', name: 'b.png', bytes },
    ];
    await storesNothing('gallery_images', async () => {
      const response = await toGallery(galleryForm(files));
      expect(response.statusCode).toBe(400);
    });
  });

  it('refuses a JSON body on an upload with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/gallery/upload',
      payload: { title: 'Lawn', category: 'sports' },
      headers: { authorization: `Bearer ${t.rwa}` },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: messages.uploadMalformed });
  });

  it('refuses a multipart body cut off in the middle', async () => {
    const form = galleryForm([{ field: 'file', name: 'a.png', bytes: await png() }]);
    const cut = { ...form, payload: form.payload.subarray(0, form.payload.length - 40) };
    const response = await toGallery(cut);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.uploadMalformed });
  });
});

const minimalEvent = {
  title: 'Holi',
  date: '2030-03-20',
  time: '10 AM',
  location: 'Lawn',
  description: 'Colours',
  category: 'Festival',
};

/** The demo estate's content (README: the demo estate is seeded on first start). */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { seedContent } from '../../server/domains/content/seed';
import { seedDocuments } from '../../server/domains/documents/seed';
import { seedLostFound } from '../../server/domains/lost-found/seed';
import { createLocalFileStore } from '../../server/platform/files/file-store-local';
import { START } from './helper';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'gatehouse-seed-'));
  const files = createLocalFileStore(dir);
  await seedContent(database.handle.db, files, START);
  await seedLostFound(database.handle.db, files, START);
  await seedDocuments(database.handle.db, createLocalFileStore(join(dir, 'private')), START);
});
afterAll(async () => {
  await database.dispose();
  await rm(dir, { recursive: true, force: true });
});

const db = () => database.handle.db;

describe('the seeded content', () => {
  it('has four events around the seeding day, each kind of registration once', async () => {
    const today = inIndia(START).date;
    const events = await db().selectFrom('events').selectAll().orderBy('date').execute();
    expect(events).toHaveLength(4);
    expect(events.every((event) => event.date >= today && event.agenda.length > 0)).toBe(true);
    const kinds = events.map((event) => [event.registration_required, event.registration_deadline]);
    expect(kinds).toContainEqual([true, addDays(today, 7)]);
    expect(kinds).toContainEqual([true, null]);
    expect(kinds).toContainEqual([false, null]);
    expect(events.at(-1)?.date.slice(0, 7)).toBe('2030-04');
  });

  it('has a regular menu and two specials, six photos in all four categories, three updates', async () => {
    const menus = await db().selectFrom('menus').select('menu_type').execute();
    expect(menus.map((menu) => menu.menu_type).sort()).toEqual(['default', 'special', 'special']);
    const photos = await db().selectFrom('gallery_images').select('category').execute();
    expect(photos).toHaveLength(6);
    expect(new Set(photos.map((photo) => photo.category)).size).toBe(4);
    expect(await db().selectFrom('community_updates').select('id').execute()).toHaveLength(3);
  });

  it('stores every picture as a real JPEG with a thumbnail, and every newsletter as a PDF', async () => {
    const files = new Set(await readdir(dir));
    const names = [
      ...(await db()
        .selectFrom('events')
        .select(['image_name as a', 'thumbnail_name as b'])
        .execute()),
      ...(await db()
        .selectFrom('menus')
        .select(['file_name as a', 'thumbnail_name as b'])
        .execute()),
      ...(await db()
        .selectFrom('gallery_images')
        .select(['file_name as a', 'thumbnail_name as b'])
        .execute()),
    ];
    expect(names).toHaveLength(13);
    for (const { a, b } of names) {
      expect(files.has(a) && files.has(b)).toBe(true);
      expect((await sharp(join(dir, a)).metadata()).format).toBe('jpeg');
    }
    const letters = await db().selectFrom('newsletters').selectAll().execute();
    expect(letters).toHaveLength(2);
    for (const letter of letters) {
      const bytes = await readFile(join(dir, letter.file_name));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(letter.size_bytes);
      expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has lost & found reports of both kinds, one with a photo and one closed, none in the future', async () => {
    const items = await db().selectFrom('lost_found_items').selectAll().execute();
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['lost', 'found']));
    expect(items.filter((item) => item.status === 'closed')).toHaveLength(1);
    const withPhoto = items.filter((item) => item.image_name !== '');
    expect(withPhoto).toHaveLength(1);
    expect(new Set(await readdir(dir)).has(withPhoto[0]?.image_name ?? '')).toBe(true);
    expect(items.every((item) => item.date <= inIndia(START).date)).toBe(true);
  });

  it('gives every demo apartment its own PDFs in the private store', async () => {
    const papers = await db().selectFrom('apartment_documents').selectAll().execute();
    expect(new Set(papers.map((paper) => paper.apartment_number))).toEqual(
      new Set(['A101', 'B202', 'C303']),
    );
    for (const paper of papers) {
      const bytes = await readFile(join(dir, 'private', paper.storage_name));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(paper.size_bytes);
    }
  });
});

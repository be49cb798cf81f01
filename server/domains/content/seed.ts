/**
 * What the demo estate has published on first start: events around the seeding day, two
 * newsletters, the clubhouse menus, gallery photos and community updates. Pictures and PDFs are
 * generated (seed-images.ts, pdf-writer.ts) and stored through the same upload service as an
 * admin's uploads, so the seeded estate looks and behaves like a real one.
 */
import type { Kysely } from 'kysely';
import type { GalleryCategory } from '../../../contract/content/gallery';
import { inIndia } from '../../../contract/platform/india-time';
import type { FileStore } from '../../platform/files/file-store';
import { writeTextPdf } from '../../platform/demo/pdf-writer';
import { storeUpload } from '../../platform/files/uploads';
import type { StoredUpload } from '../../platform/files/uploads';
import type { Database } from '../../platform/db/schema';
import { brunchMenu, demoNewsletters, demoUpdates, diwaliMenu, regularMenu } from './seed-text';
import { demoEvents } from '../events';
import { drawMenu, drawScene, shapes } from '../../platform/demo/seed-images';
import type { Scene } from '../../platform/demo/seed-images';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const demoGallery: { title: string; category: GalleryCategory; scene: Scene }[] = [
  {
    title: 'Diwali lights at Tower C',
    category: 'celebration',
    scene: {
      caption: 'Diwali lights at Tower C',
      sky: ['#10002b', '#3c096c'],
      ground: '#240046',
      shapes: shapes.lamps + shapes.lights,
    },
  },
  {
    title: 'Holi on the central lawn',
    category: 'celebration',
    scene: {
      caption: 'Holi colours on the lawn',
      sky: ['#ffafcc', '#ffc8dd'],
      ground: '#80ed99',
      shapes: shapes.flags + shapes.trees,
    },
  },
  {
    title: 'Under-16 badminton final',
    category: 'sports',
    scene: {
      caption: 'Badminton final, under-16',
      sky: ['#a2d2ff', '#e0fbfc'],
      ground: '#40916c',
      shapes: shapes.court,
    },
  },
  {
    title: 'Sunday cricket league',
    category: 'sports',
    scene: {
      caption: 'Sunday cricket league',
      sky: ['#8ecae6', '#e9f5db'],
      ground: '#55a630',
      shapes: shapes.sun + shapes.trees,
    },
  },
  {
    title: 'The renovated swimming pool',
    category: 'amenities',
    scene: {
      caption: 'The renovated pool',
      sky: ['#bde0fe', '#edf6f9'],
      ground: '#d4a373',
      shapes: shapes.sun + shapes.pool,
    },
  },
  {
    title: 'Independence Day cultural night',
    category: 'events',
    scene: {
      caption: 'Independence Day cultural night',
      sky: ['#023047', '#219ebc'],
      ground: '#264653',
      shapes: shapes.flags + shapes.stage,
    },
  },
];

const demoMenus = [
  { card: regularMenu, type: 'default' },
  { card: diwaliMenu, type: 'special' },
  { card: brunchMenu, type: 'special' },
] as const;

export async function seedContent(
  db: Kysely<Database>,
  files: FileStore,
  now: Date,
): Promise<void> {
  const today = inIndia(now).date;
  const store = async (draw: Promise<Buffer>): Promise<StoredUpload> =>
    storeUpload(files, { bytes: await draw, kind: 'image/jpeg' });
  const withImage = <T extends { scene: Scene }>(items: T[]) =>
    Promise.all(
      items.map(async (item) => ({ ...item, stored: await store(drawScene(item.scene)) })),
    );

  // Drawn side by side: sharp works on its own threads.
  const [events, gallery, menus] = await Promise.all([
    withImage(demoEvents(today)),
    withImage(demoGallery),
    Promise.all(
      demoMenus.map(async (menu) => ({ ...menu, stored: await store(drawMenu(menu.card)) })),
    ),
  ]);

  await db
    .insertInto('events')
    .values(
      events.map(({ row, stored }) => ({
        ...row,
        image_name: stored.fileName,
        thumbnail_name: stored.thumbnailName,
        created_at: now,
      })),
    )
    .execute();

  await db
    .insertInto('gallery_images')
    .values(
      gallery.map(({ title, category, stored }, i) => ({
        title,
        category,
        file_name: stored.fileName,
        thumbnail_name: stored.thumbnailName,
        width: stored.width,
        height: stored.height,
        uploaded_at: new Date(now.getTime() - (i + 1) * 5 * DAY),
      })),
    )
    .execute();

  await db
    .insertInto('menus')
    .values(
      menus.map(({ card, type, stored }, i) => ({
        menu_name: card.title,
        menu_description: card.description,
        menu_type: type,
        file_name: stored.fileName,
        thumbnail_name: stored.thumbnailName,
        width: stored.width,
        height: stored.height,
        uploaded_at: new Date(now.getTime() - (menus.length - i) * HOUR),
      })),
    )
    .execute();

  for (const [i, letter] of demoNewsletters(now).entries()) {
    const stored = await storeUpload(files, {
      bytes: writeTextPdf(letter.pages, letter.title),
      kind: 'application/pdf',
    });
    await db
      .insertInto('newsletters')
      .values({
        title: letter.title,
        file_name: stored.fileName,
        size_bytes: stored.sizeBytes,
        uploaded_at: new Date(now.getTime() - i * 30 * DAY),
      })
      .execute();
  }

  await db
    .insertInto('community_updates')
    .values(
      demoUpdates.map((update, i) => {
        const at = new Date(now.getTime() - update.daysAgo * DAY - i * HOUR);
        return { ...update.fields, date: inIndia(at).date, created_at: at };
      }),
    )
    .execute();
}

/**
 * The demo estate's lost & found board: a few open reports from the residents, one with a
 * photo, and one the RWA has closed, so the page and its filters have something to show.
 */
import type { Insertable, Kysely } from 'kysely';
import { addDays, inIndia } from '../../../contract/platform/india-time';
import type { FileStore } from '../../platform/files/file-store';
import { storeUpload } from '../../platform/files/uploads';
import type { Database } from '../../platform/db/schema';
import type { LostFoundItemsTable } from './tables';
import { drawScene } from '../../platform/demo/seed-images';

const HOUR = 3_600_000;

type Report = Omit<
  Insertable<LostFoundItemsTable>,
  'date' | 'image_name' | 'thumbnail_name' | 'created_at' | 'updated_at'
> & { daysAgo: number };

const reports: Report[] = [
  {
    type: 'found',
    title: 'Bunch of keys with a blue tag',
    description:
      'Three keys and a blue plastic tag marked "C-3". Kept at the main gate security desk.',
    location: 'Tower C lift lobby',
    category: 'Keys',
    contact_name: 'Rahul Verma',
    contact_phone: '9000000004',
    reported_by: '9000000004',
    daysAgo: 1,
  },
  {
    type: 'lost',
    title: 'Black leather wallet',
    description: 'Slim black wallet with a gym card and some cash. Lost on the evening walk.',
    location: 'Jogging track near the pool',
    category: 'Accessories',
    contact_name: 'Arjun Sharma',
    contact_phone: '9000000002',
    reported_by: '9000000002',
    daysAgo: 2,
  },
  {
    type: 'found',
    title: "Child's red sweater",
    description: 'Small red knitted sweater, left on a bench after the Sunday cricket match.',
    location: 'Children’s play area',
    category: 'Clothing',
    contact_name: 'Estate office',
    contact_phone: '9000000001',
    reported_by: '9000000001',
    daysAgo: 4,
  },
  {
    type: 'lost',
    title: 'Wireless earbuds in a white case',
    description: 'White charging case with a small scratch on the lid. Returned by the guard.',
    location: 'Clubhouse gym',
    category: 'Electronics',
    contact_name: 'Estate office',
    contact_phone: '9000000001',
    reported_by: '9000000001',
    status: 'closed',
    daysAgo: 9,
  },
];

export async function seedLostFound(
  db: Kysely<Database>,
  files: FileStore,
  now: Date,
): Promise<void> {
  const today = inIndia(now).date;
  // The keys come with a photo, as a resident's phone would send them.
  const photo = await storeUpload(files, {
    bytes: await drawScene({
      caption: 'Found: keys with a blue tag',
      sky: ['#caf0f8', '#90e0ef'],
      ground: '#adb5bd',
      shapes: '<rect x="380" y="380" width="200" height="60" rx="12" fill="#1d4ed8"/>',
    }),
    kind: 'image/jpeg',
  });
  await db
    .insertInto('lost_found_items')
    .values(
      reports.map(({ daysAgo, ...report }, i) => {
        const at = new Date(now.getTime() - daysAgo * 24 * HOUR);
        return {
          ...report,
          date: addDays(today, -daysAgo),
          image_name: i === 0 ? photo.fileName : '',
          thumbnail_name: i === 0 ? photo.thumbnailName : '',
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
}

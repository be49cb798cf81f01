/**
 * The file sweep (issue 19): a stored file no row names is removed once older than the grace
 * period, a younger one is left for the upload still writing its row, every file a row names
 * (with a thumbnail's WebP twin) stays, and two instances sweeping at once sweep once. On the
 * local disk and on S3 alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newFileName } from '../../server/platform/files/file-store';
import type { FileStores } from '../../server/platform/files/file-store';
import { localFileStores } from '../../server/platform/files/file-store-local';
import { sweepOrphanFiles } from '../../server/platform/files/file-sweep';
import type { SweepOptions } from '../../server/platform/files/file-sweep';
import { webpTwinOf } from '../../server/platform/files/thumbnail-twins';
import { namesIn } from './content-support';
import { build } from './helper';
import type { TestApp } from './helper';
import { startS3 } from './s3-server';

const HOUR_MS = 3_600_000;
const kinds = {
  local: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gatehouse-sweep-'));
    return { stores: localFileStores(dir), stop: () => rm(dir, { recursive: true }) };
  },
  s3: async () => {
    const s3 = await startS3();
    return { stores: s3.stores, stop: s3.stop };
  },
};

describe.each(Object.entries(kinds))('the sweep on the %s store', (_kind, open) => {
  let t: TestApp;
  let stores: FileStores;
  let stop: () => Promise<unknown>;
  beforeAll(async () => {
    ({ stores, stop } = await open());
    t = await build({ fileStores: stores });
  });
  afterAll(async () => {
    await t.close();
    await stop();
  });
  // Each test claims the job afresh, at a time of its own.
  beforeEach(() => t.db.deleteFrom('job_runs').execute());

  const options = (hoursFromNow: number): SweepOptions => ({
    now: new Date(Date.now() + hoursFromNow * HOUR_MS),
    graceSeconds: 3_600,
    minGapSeconds: 60,
  });
  const put = async (store: keyof FileStores, kind: 'image/jpeg' | 'application/pdf') => {
    const name = newFileName(kind);
    await stores[store].put(name, Buffer.from(`bytes of ${name}`), kind);
    return name;
  };

  /** A gallery photo as an upload leaves it: image, thumbnail and twin, and the row naming them. */
  async function galleryPhoto() {
    const [file, thumbnail] = [await put('files', 'image/jpeg'), await put('files', 'image/jpeg')];
    const twin = webpTwinOf(thumbnail) ?? '';
    await stores.files.put(twin, Buffer.from('webp'), 'image/webp');
    await t.db
      .insertInto('gallery_images')
      .values({
        title: 'Holi',
        category: 'events',
        file_name: file,
        thumbnail_name: thumbnail,
        width: 4,
        height: 3,
        uploaded_at: new Date(),
      })
      .execute();
    return [file, thumbnail, twin];
  }

  async function apartmentDocument() {
    const name = await put('privateFiles', 'application/pdf');
    await t.db
      .insertInto('apartment_documents')
      .values({
        apartment_number: 'A101',
        file_name: 'Invoice.pdf',
        storage_name: name,
        size_bytes: 10,
        uploaded_by: '9000000001',
        uploaded_at: new Date(),
      })
      .execute();
    return name;
  }

  it('removes files no row names once older than the grace period, in both stores', async () => {
    const [orphan, privateOrphan] = [
      await put('files', 'image/jpeg'),
      await put('privateFiles', 'application/pdf'),
    ];
    const outcome = await sweepOrphanFiles(t.db, stores, options(2));
    expect(outcome.ran).toBe(true);
    expect(outcome.removed.files).toContain(orphan);
    expect(outcome.removed.privateFiles).toContain(privateOrphan);
    expect(await stores.files.has(orphan)).toBe(false);
    expect(await stores.privateFiles.has(privateOrphan)).toBe(false);
  });

  it('keeps a file no row names yet while it is younger than the grace period', async () => {
    const young = await put('files', 'image/jpeg');
    await sweepOrphanFiles(t.db, stores, options(0));
    expect(await stores.files.has(young)).toBe(true);
  });

  it('keeps every file a row names, with the WebP twin of its thumbnail, however old', async () => {
    const photo = await galleryPhoto();
    const document = await apartmentDocument();
    await sweepOrphanFiles(t.db, stores, options(48));
    expect(await namesIn(stores.files)).toEqual(expect.arrayContaining(photo));
    expect(await stores.privateFiles.has(document)).toBe(true);
  });

  it('sweeps once when two instances try at the same moment', async () => {
    const orphans = [await put('files', 'image/jpeg'), await put('files', 'image/jpeg')];
    const both = await Promise.all([
      sweepOrphanFiles(t.db, stores, options(2)),
      sweepOrphanFiles(t.db, stores, options(2)),
    ]);
    expect(both.map((outcome) => outcome.ran).sort()).toEqual([false, true]);
    expect(both.flatMap((outcome) => outcome.removed.files).sort()).toEqual(orphans.sort());
  });
});

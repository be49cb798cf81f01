// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db';
import { saveFile } from '../../../src/offline/files';
import { enqueue } from '../../../src/offline/outbox';
import { clearCachedData, describeStoredData } from '../../../src/offline/storage';
import {
  RESIDENT,
  T0,
  drainAt,
  fakeNetwork,
  registerRideKind,
  reply,
  resetOfflineDb,
  ride,
} from './helpers';

beforeEach(resetOfflineDb);

async function fillDevice() {
  registerRideKind();
  await db.cached.bulkPut([
    { collection: 'tenders', id: '1', data: { id: 1, name: 'Painting' }, position: 0 },
    { collection: 'tenders', id: '2', data: { id: 2, name: 'Garden' }, position: 1 },
  ]);
  await db.collections.put({ name: 'tenders', refreshedAt: T0 });
  await saveFile('newsletter/7.pdf', new Uint8Array(1024).buffer, 'application/pdf', T0);
  const sent = await enqueue('test.ride', ride('sent'), { userId: RESIDENT, now: T0 });
  await drainAt(T0, fakeNetwork(reply(201, {})).transport);
  const pending = await enqueue('test.ride', ride('pending'), { userId: RESIDENT, now: T0 + 1 });
  const rejected = await enqueue('test.ride', ride('rejected'), { userId: RESIDENT, now: T0 + 2 });
  await db.outbox.update(rejected, { status: 'rejected' });
  return { sent, pending, rejected };
}

describe('offline data panel', () => {
  it('describes rows, sizes, files and the outbox by status', async () => {
    await fillDevice();
    const report = await describeStoredData();
    expect(report.collections).toEqual([
      { name: 'tenders', refreshedAt: T0, rows: 2, bytes: expect.any(Number) as number },
    ]);
    expect(report.collections[0]?.bytes).toBeGreaterThan(20);
    expect(report.files).toEqual({ count: 1, bytes: 1024 });
    expect(report.outbox).toMatchObject({ sent: 1, pending: 1, rejected: 1, needsAuth: 0 });
  });

  it('clears cached data but keeps every unsent outbox record', async () => {
    const { sent, pending, rejected } = await fillDevice();
    await clearCachedData({ includeUnsentOutbox: false });
    expect(await db.cached.count()).toBe(0);
    expect(await db.collections.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
    expect(await db.outbox.get(sent)).toBeUndefined();
    expect(await db.outbox.get(pending)).toBeDefined();
    expect(await db.outbox.get(rejected)).toBeDefined();
  });

  it('clears unsent records too only when asked to (after the user confirmed)', async () => {
    await fillDevice();
    await clearCachedData({ includeUnsentOutbox: true });
    expect(await db.outbox.count()).toBe(0);
  });
});

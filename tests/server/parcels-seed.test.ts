/**
 * The demo estate's parcels (issue 34): A101's came this morning (the desk's shelf and /parcels
 * show it), C303's has waited four days (past the RWA's default three), each with its own code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedParcels } from '../../server/domains/parcels';
import { createTestDatabase } from './test-database';

const NOW = new Date('2026-11-28T04:30:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.db.transaction().execute((tx) => seedParcels(tx, NOW));
});
afterAll(() => database.dispose());

describe('the seeded parcels', () => {
  it('waits for A101 since this morning and for C303 past the days the RWA sees', async () => {
    const db = database.handle.db;
    const rows = await db
      .selectFrom('parcels')
      .select(['apartment', 'courier', 'status', 'code', 'logged_at'])
      .orderBy('apartment')
      .execute();
    expect(rows.map(({ apartment, status }) => [apartment, status])).toEqual([
      ['A101', 'waiting'],
      ['C303', 'waiting'],
    ]);
    expect(rows.every((row) => /^\d{4}$/.test(row.code))).toBe(true);
    const { overdue_days } = await db
      .selectFrom('parcel_settings')
      .select('overdue_days')
      .executeTakeFirstOrThrow();
    const overdue = rows.filter(
      (row) => row.logged_at.getTime() <= NOW.getTime() - overdue_days * DAY_MS,
    );
    expect(overdue.map((row) => row.apartment)).toEqual(['C303']);
  });
});

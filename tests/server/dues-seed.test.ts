/**
 * The demo estate's dues (issue 33): `npm start` shows the latest period whose due day has
 * passed, published, with A101 paid by UPI (a receipt), B202's "I have paid" waiting for the
 * office and C303 overdue; and the period follows the day the demo is seeded on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPeriod, seedDues } from '../../server/domains/dues/seed';
import { createTestDatabase } from './test-database';

/** 28 November 2026, 10:00 in India. */
const NOW = new Date('2026-11-28T04:30:00.000Z');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.db.transaction().execute((tx) => seedDues(tx, NOW));
});
afterAll(() => database.dispose());

describe('the seeded dues', () => {
  it('bills the month whose due day has passed, else the month before', () => {
    expect(demoPeriod(NOW)).toBe('2026-11');
    expect(demoPeriod(new Date('2026-12-05T04:30:00.000Z'))).toBe('2026-11');
    expect(demoPeriod(new Date('2027-01-10T04:30:00.000Z'))).toBe('2026-12');
  });

  it('has November published: A101 paid with a receipt, B202 being checked, C303 overdue', async () => {
    const db = database.handle.db;
    const invoices = await db
      .selectFrom('invoices')
      .select(['apartment', 'number', 'period', 'due_date', 'status', 'charges_paise'])
      .orderBy('apartment')
      .execute();
    expect(invoices).toEqual([
      // 1,250 sq ft × ₹3.50 + ₹500.00
      {
        apartment: 'A101',
        number: 'GH/2026-27/000001',
        period: '2026-11',
        due_date: '2026-11-10',
        status: 'paid',
        charges_paise: 487_500,
      },
      {
        apartment: 'B202',
        number: 'GH/2026-27/000002',
        period: '2026-11',
        due_date: '2026-11-10',
        status: 'published',
        charges_paise: 393_000,
      },
      {
        apartment: 'C303',
        number: 'GH/2026-27/000003',
        period: '2026-11',
        due_date: '2026-11-10',
        status: 'published',
        charges_paise: 589_000,
      },
    ]);
    const payments = await db
      .selectFrom('payments')
      .select(['apartment', 'status', 'mode', 'receipt_number'])
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      {
        apartment: 'A101',
        status: 'confirmed',
        mode: 'upi',
        receipt_number: 'GH/R/2026-27/000001',
      },
      {
        apartment: 'B202',
        status: 'pending_verification',
        mode: 'neft_imps',
        receipt_number: null,
      },
    ]);
    const settings = await db.selectFrom('dues_settings').selectAll().executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ upi_vpa: 'gatehouse@okaxis', late_fee_kind: 'interest' });
  });

  it('leaves only the office’s news of B202’s payment unread', async () => {
    const unread = await database.handle.db
      .selectFrom('notifications')
      .select(['user_phone', 'kind'])
      .where('read_at', 'is', null)
      .where('url', 'in', ['/dues', '/admin/dues'])
      .execute();
    expect(unread).toEqual([{ user_phone: '9000000001', kind: 'payment_notice' }]);
  });
});

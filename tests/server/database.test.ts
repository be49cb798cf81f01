/**
 * The database layer holds on PGlite and PostgreSQL alike: transactions are isolated (on
 * PGlite the one session is held by the transaction until it ends), migrations and the demo
 * seed can run again without harm.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { migrateToLatest } from '../../server/platform/db/migrate';
import { demoUsers, seedDemo } from '../../server/seed';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = database.handle;
});
afterAll(() => database.dispose());

const newUser = (phone: string) => ({ phone_number: phone, apartment_number: 'Q1' });
const countPhone = async (phone: string) =>
  (await handle.db.selectFrom('users').select('id').where('phone_number', '=', phone).execute())
    .length;

describe('transactions', () => {
  it('keep their writes from other queries, which never see a row that is rolled back', async () => {
    let rollBack!: () => void;
    const holding = new Promise<void>((resolve) => (rollBack = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));

    const transaction = handle.db.transaction().execute(async (tx) => {
      await tx.insertInto('users').values(newUser('9200000001')).execute();
      inserted();
      await holding;
      throw new Error('roll back');
    });
    await didInsert;
    // Asked while the transaction is open. Were PGlite's one session shared instead of held,
    // this query would run inside the transaction and see its uncommitted row.
    const outside = countPhone('9200000001');
    await new Promise((resolve) => setTimeout(resolve, 50));
    rollBack();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await outside).toBe(0);
  });

  it('leave nothing behind when they fail', async () => {
    const failing = handle.db.transaction().execute(async (tx) => {
      await tx.insertInto('users').values(newUser('9200000002')).execute();
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await countPhone('9200000002')).toBe(0);
  });

  it('let the database refuse bad rows (constraints are in SQL)', async () => {
    const bad = handle.db
      .insertInto('users')
      .values({ phone_number: '123', apartment_number: 'a-1' })
      .execute();
    await expect(bad).rejects.toThrow();
  });
});

describe('schema and seed', () => {
  it('migrating again changes nothing', async () => {
    await migrateToLatest(handle.db);
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' ORDER BY table_name`.execute(handle.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['users', 'otp_codes', 'otp_requests']),
    );
  });

  it('has the btree_gist extension that booking exclusion constraints need', async () => {
    const extensions = await sql<{ extname: string }>`SELECT extname FROM pg_extension`.execute(
      handle.db,
    );
    expect(extensions.rows.map((row) => row.extname)).toContain('btree_gist');
  });

  it('seeds the demo estate once, and not again', async () => {
    expect(await seedDemo(handle.db)).toBe(false);
    const users = await handle.db
      .selectFrom('users')
      .select(['phone_number', 'apartment_number', 'role', 'member_status', 'is_active'])
      .where(
        'phone_number',
        'in',
        demoUsers.map((u) => u.phone_number),
      )
      .orderBy('phone_number')
      .execute();
    expect(users).toEqual([
      {
        phone_number: '9000000001',
        apartment_number: 'RWA',
        role: 'rwa',
        member_status: 'active',
        is_active: true,
      },
      {
        phone_number: '9000000002',
        apartment_number: 'A101',
        role: 'member',
        member_status: 'active',
        is_active: true,
      },
      {
        phone_number: '9000000003',
        apartment_number: 'B202',
        role: 'member',
        member_status: 'inactive',
        is_active: true,
      },
      {
        phone_number: '9000000004',
        apartment_number: 'C303',
        role: 'member',
        member_status: 'active',
        is_active: true,
      },
      {
        phone_number: '9000000005',
        apartment_number: 'GATE',
        role: 'guard',
        member_status: 'active',
        is_active: true,
      },
    ]);
  });

  it('reads dates as yyyy-MM-dd text, the same on both engines', async () => {
    const user = await handle.db
      .selectFrom('users')
      .select('membership_startdate')
      .where('phone_number', '=', '9000000002')
      .executeTakeFirstOrThrow();
    expect(user.membership_startdate).toBe('2022-06-15');
  });
});

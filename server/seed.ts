/**
 * The demo estate, written on first start so the portal can be tried at once: one RWA
 * secretary and three residents covering the cases of SPEC.md §4 (active, inactive), and a few
 * open tenders; with file stores, also its events, newsletters, menus, gallery, updates, lost & found
 * reports, apartment documents, the gate's passes and parcels, a few helpdesk complaints and a
 * month of maintenance dues.
 * Idempotent: it only writes into an empty users table, and under an advisory lock, so two
 * instances starting together on one PostgreSQL seed it once.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FileStores } from './platform/files/file-store';
import type { Database, NewUser } from './platform/db/schema';
import { seedAssistant } from './domains/assistant';
import { demoTenders, seedContent } from './domains/content';
import { seedDocuments } from './domains/documents';
import { seedDues } from './domains/dues';
import { seedGate } from './domains/gate';
import { seedHelpdesk } from './domains/helpdesk';
import { seedLostFound } from './domains/lost-found';
import { seedParcels } from './domains/parcels';
import { seedPolls } from './domains/polls';

/** What a start or `npm run seed` says after seeding: who to sign in as. */
export const SEEDED_MESSAGE = 'Seeded the demo estate (RWA 9000000001, residents 9000000002-4).';

export const demoUsers = [
  {
    phone_number: '9000000001',
    apartment_number: 'RWA',
    name: 'Meera Iyer (RWA Secretary)',
    email: 'meera.iyer@example.com',
    role: 'rwa',
    member_status: 'active',
    is_active: true,
    membership_startdate: '2021-04-01',
  },
  {
    phone_number: '9000000002',
    apartment_number: 'A101',
    name: 'Arjun Sharma',
    email: 'arjun.sharma@example.com',
    role: 'member',
    member_status: 'active',
    is_active: true,
    // Owns the flat: votes on an owners-only poll (issue 36).
    is_owner: true,
    membership_startdate: '2022-06-15',
  },
  {
    phone_number: '9000000003',
    apartment_number: 'B202',
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    role: 'member',
    // An inactive membership (no sports booking), but an account that may sign in: is_active
    // false now means deactivated, no access at all (issue 16).
    member_status: 'inactive',
    is_active: true,
    membership_startdate: '2020-01-10',
  },
  {
    phone_number: '9000000004',
    apartment_number: 'C303',
    name: 'Rahul Verma',
    email: 'rahul.verma@example.com',
    role: 'member',
    member_status: 'active',
    is_active: true,
    is_owner: true,
    membership_startdate: '2023-09-01',
  },
  {
    // The gate desk's guard (issue 17): signs in at Gate Login, reaches the gate only.
    phone_number: '9000000005',
    apartment_number: 'GATE',
    name: 'Ramesh Kumar',
    email: null,
    role: 'guard',
    member_status: 'active',
    is_active: true,
    membership_startdate: '2024-04-01',
  },
] as const satisfies readonly NewUser[];

/**
 * Returns true when it seeded, false when users already existed. Content with pictures and PDFs
 * is seeded only when `stores` are given (the server's start does; test templates stay empty).
 */
export async function seedDemo(
  db: Kysely<Database>,
  now: Date = new Date(),
  stores?: FileStores,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    // The second seeder waits here for the first to commit, then finds its users (READ
    // COMMITTED: the next statement sees them) and leaves.
    await sql`SELECT pg_advisory_xact_lock(hashtext('gatehouse:demo-seed'))`.execute(tx);
    const existing = await tx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    // A user someone added by other means meanwhile keeps their row.
    await tx
      .insertInto('users')
      .values([...demoUsers])
      .onConflict((conflict) => conflict.column('phone_number').doNothing())
      .execute();
    await tx.insertInto('tenders').values(demoTenders(now)).execute();
    if (stores) {
      await seedContent(tx, stores.files, now);
      await seedLostFound(tx, stores.files, now);
      await seedDocuments(tx, stores.privateFiles, now);
      await seedAssistant(tx, now);
      await seedGate(tx, now);
      await seedParcels(tx, now);
      await seedPolls(tx, now);
      await seedHelpdesk(tx, now);
      await seedDues(tx, now);
    }
    return true;
  });
}

/**
 * The demo estate's parcels (issue 34): one for Arjun of A101 that came this morning, so the
 * desk's shelf and /parcels have something to show, and one for Rahul of C303 left four days,
 * so the RWA's uncollected parcels (after 3 days by default) do too. No notices: the demo's
 * inboxes start as the other rooms leave them.
 */
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/schema';
import { newCollectionCode } from './collection-codes';

const HOUR_MS = 60 * 60 * 1000;
const guard = { guard_phone: '9000000005', guard_name: 'Ramesh Kumar', gate: 'Main gate' };

export async function seedParcels(tx: Kysely<Database>, now: Date): Promise<void> {
  const parcels = [
    { apartment: 'A101', courier: 'Amazon', count: 1, hoursAgo: 2 },
    { apartment: 'C303', courier: 'Flipkart', count: 2, hoursAgo: 4 * 24 },
  ];
  for (const { hoursAgo, ...parcel } of parcels) {
    const at = new Date(now.getTime() - hoursAgo * HOUR_MS);
    await tx
      .insertInto('parcels')
      .values({
        ...parcel,
        ...guard,
        id: randomUUID(),
        code: await newCollectionCode(tx, parcel.apartment),
        logged_at: at,
        recorded_at: at,
      })
      .execute();
  }
}

/**
 * What the gate takes from the register: every plate with its flat for the desk's offline
 * lookup (3,000 plates is a small part of `GET gate/desk`), and forgetting old vehicle entries
 * with the visitor log's retention.
 */
import type { Kysely } from 'kysely';
import type { DeskVehicle } from '../../../contract/vehicles/vehicles';
import type { Database } from '../../platform/db/schema';

export function deskVehicles(db: Kysely<Database>): Promise<DeskVehicle[]> {
  return db
    .selectFrom('vehicles')
    .select(['plate', 'apartment', 'kind', 'colour', 'sticker'])
    .orderBy('plate')
    .execute();
}

/** Removes entries older than `before`; answers how many. */
export async function forgetVehicleEntries(db: Kysely<Database>, before: Date): Promise<number> {
  const deleted = await db.deleteFrom('vehicle_entries').where('entered_at', '<', before).execute();
  return Number(deleted[0]?.numDeletedRows ?? 0);
}

/**
 * How the register's rows read in the contract's words: the plate as it reads, who registered
 * it, and when the gate last logged it in.
 */
import type { Kysely } from 'kysely';
import { plateDisplay } from '../../../contract/vehicles/plates';
import type { Vehicle } from '../../../contract/vehicles/vehicles';
import type { Database } from '../../platform/db/schema';

/** Vehicles with their registrant's name and latest entry; callers add filters and order. */
export function listedVehicles(db: Kysely<Database>) {
  return db
    .selectFrom('vehicles as v')
    .leftJoin('users as u', 'u.phone_number', 'v.created_by')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('vehicle_entries as e')
          .select('e.entered_at as last_entry_at')
          .whereRef('e.plate', '=', 'v.plate')
          .whereRef('e.apartment', '=', 'v.apartment')
          .orderBy('e.entered_at', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .selectAll('v')
    .select(['u.name as registered_by_name', 'last.last_entry_at']);
}

type ListedVehicle = Awaited<
  ReturnType<ReturnType<typeof listedVehicles>['executeTakeFirstOrThrow']>
>;

export function toVehicle(row: ListedVehicle): Vehicle {
  return {
    id: String(row.id),
    plate: plateDisplay(row.plate),
    apartment: row.apartment,
    kind: row.kind,
    colour: row.colour,
    sticker: row.sticker,
    registered_by_name: row.registered_by_name ?? '',
    created_at: row.created_at.toISOString(),
    last_entry_at: row.last_entry_at?.toISOString() ?? null,
  };
}

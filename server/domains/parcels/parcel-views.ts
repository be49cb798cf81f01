/**
 * A parcel's row as each caller may read it: the desk and the RWA without the collection code,
 * the flat with it.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DeskParcel, MyParcel } from '../../../contract/parcels/parcels';
import type { Database } from '../../platform/db/schema';
import { fileUrl } from '../../platform/files/uploads';
import type { ParcelsTable } from './tables';

export type ParcelRow = Selectable<ParcelsTable>;

export function toDeskParcel(row: ParcelRow): DeskParcel {
  // The thumbnail (480 px) is what a phone shows in a list; the original is kept beside it.
  const photo = row.thumbnail_name || row.photo_name;
  return {
    id: row.id,
    apartment: row.apartment,
    courier: row.courier,
    count: row.count,
    note: row.note,
    gate: row.gate,
    photo_url: photo ? fileUrl(photo) : null,
    status: row.status,
    instruction: row.instruction,
    logged_at: row.logged_at.toISOString(),
    guard_name: row.guard_name,
    collected_at: row.collected_at?.toISOString() ?? null,
    collected_by: row.collected_by,
    collected_via: row.collected_via,
  };
}

export const toMyParcel = (row: ParcelRow): MyParcel => ({ ...toDeskParcel(row), code: row.code });

export function findParcel(db: Kysely<Database>, id: string): Promise<ParcelRow | undefined> {
  return db.selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked until the end of `tx`: a handover and a choice never cross. */
export function lockParcel(tx: Kysely<Database>, id: string): Promise<ParcelRow | undefined> {
  return tx.selectFrom('parcels').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

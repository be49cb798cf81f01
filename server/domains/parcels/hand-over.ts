/**
 * Handing a parcel over (issue 34): against the flat's 4-digit code, or to a person of the flat
 * as the register names them (a guard who knows the family by sight; a code forgotten). Under a
 * lock on the parcel's row, so two guards, or a handover and the flat's choice, never cross.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { tellParcelCollected } from './parcel-notices';
import { lockParcel } from './parcel-views';
import type { ParcelRow } from './parcel-views';

export interface Handover {
  code?: string | undefined;
  collector?: string | undefined;
  /** The guard handing it over. */
  guard: string;
}

/** A resident of `apartment` by name (any case), as the register spells it. */
export async function residentNamed(
  tx: Kysely<Database>,
  apartment: string,
  name: string,
): Promise<string | undefined> {
  const row = await tx
    .selectFrom('users')
    .select('name')
    .where('apartment_number', '=', apartment)
    .where('role', 'in', ['member', 'rwa'])
    .where('is_active', '=', true)
    .where('removed_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
  return row?.name ?? undefined;
}

/**
 * Marks parcel `id` collected and tells the flat; 'wrong code' (nothing changed) for a code that
 * is not the parcel's. 404 no such parcel, 409 already handed over, 422 nobody of that name.
 */
export async function handOver(
  tx: Kysely<Database>,
  id: string,
  handover: Handover,
  now: Date,
): Promise<ParcelRow | 'wrong code'> {
  const row = await lockParcel(tx, id);
  if (!row) throw new HttpError(404, messages.parcelNotFound);
  if (row.status === 'collected') throw new HttpError(409, messages.parcelAlreadyCollected);
  let collectedBy = '';
  if (handover.collector !== undefined) {
    const person = await residentNamed(tx, row.apartment, handover.collector);
    if (!person) throw new HttpError(422, messages.collectorNotOfFlat);
    collectedBy = person;
  } else if (handover.code !== row.code) {
    return 'wrong code';
  }
  const collected = await tx
    .updateTable('parcels')
    .set({
      status: 'collected',
      collected_at: now,
      collected_by: collectedBy,
      collected_via: handover.collector === undefined ? 'code' : 'named',
      handed_over_by: handover.guard,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await tellParcelCollected(tx, collected, now);
  return collected;
}

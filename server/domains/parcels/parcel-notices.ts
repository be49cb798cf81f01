/**
 * What parcels tell the flat (issue 34), in the caller's transaction like every notice: a
 * parcel has reached the gate (inbox and push, at once), and it has been handed over — to whom,
 * so a flat learns of a handover it did not make.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { notify } from '../notices';
import { indiaLabel } from '../gate';
import type { ParcelRow } from './parcel-views';

const HOUR = 3_600;

type Told = Pick<ParcelRow, 'id' | 'apartment' | 'courier' | 'count' | 'gate' | 'logged_at'>;

const what = (parcel: Pick<ParcelRow, 'count' | 'courier'>) =>
  parcel.count > 1
    ? `${parcel.count} parcels from ${parcel.courier}`
    : `A parcel from ${parcel.courier}`;

/** "A parcel from Amazon at the gate": the code waits on the Parcels page, never in a push. */
export async function tellParcelArrived(tx: Kysely<Database>, parcel: Told, now: Date) {
  await notify(
    tx,
    { household: parcel.apartment },
    {
      kind: 'parcel_arrived',
      category: 'visitors',
      title: `${what(parcel)} at the gate`,
      body:
        `Logged at ${parcel.gate} at ${indiaLabel(parcel.logged_at, now)}. ` +
        'Show your collection code at the gate, or ask for it to be brought up.',
      url: '/parcels',
      tag: `parcel-${parcel.id}`,
      push: { urgency: 'normal', ttlSeconds: 12 * HOUR },
    },
    now,
  );
}

export async function tellParcelCollected(
  tx: Kysely<Database>,
  parcel: Told & Pick<ParcelRow, 'collected_by' | 'collected_via'>,
  at: Date,
) {
  const to =
    parcel.collected_via === 'code' ? 'against your collection code' : `to ${parcel.collected_by}`;
  await notify(
    tx,
    { household: parcel.apartment },
    {
      kind: 'parcel_collected',
      category: 'visitors',
      title: `${what(parcel)} handed over`,
      body: `Handed over at ${parcel.gate} at ${indiaLabel(at, at)}, ${to}.`,
      url: '/parcels',
      tag: `parcel-${parcel.id}`,
      push: { urgency: 'normal', ttlSeconds: HOUR },
    },
    at,
  );
}

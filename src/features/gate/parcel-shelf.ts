/**
 * What the desk's shelf shows (issue 34): the server's waiting parcels and those this desk logged
 * that the server's list does not have yet (useQueuedWrites: still on the device, or sent since
 * the list was fetched), oldest first, so the parcel waiting longest is read first. A parcel the
 * server refused stays on the shelf with its reason until the guard dismisses it.
 */
import type { DeskParcel, ParcelInstruction } from '../../../contract/parcels/parcels';
import type { OutboxRecord } from '../../offline/db';
import type { GateParcelPayload } from '../../offline/kinds';

export interface ShelfRow {
  id: string;
  apartment: string;
  courier: string;
  count: number;
  note: string;
  loggedAt: string;
  instruction: ParcelInstruction | null;
  photoUrl: string | null;
  /** The server has it (and so can hand it over), or only this device does. */
  onServer: boolean;
  /** The outbox record of a parcel logged here and not yet on the server's list. */
  record?: OutboxRecord;
}

function fromServer(parcel: DeskParcel): ShelfRow {
  return {
    id: parcel.id,
    apartment: parcel.apartment,
    courier: parcel.courier,
    count: parcel.count,
    note: parcel.note,
    loggedAt: parcel.logged_at,
    instruction: parcel.instruction,
    photoUrl: parcel.photo_url,
    onServer: true,
  };
}

function fromDevice(record: OutboxRecord): ShelfRow {
  const { parcel } = record.payload as GateParcelPayload;
  const sent =
    record.status === 'sent' ? (record.serverResult as DeskParcel | undefined) : undefined;
  if (sent) return { ...fromServer(sent), record };
  return {
    id: parcel.id,
    apartment: parcel.apartment.toUpperCase(),
    courier: parcel.courier,
    count: parcel.count ?? 1,
    note: parcel.note ?? '',
    loggedAt: parcel.at ?? new Date(record.createdAt).toISOString(),
    instruction: null,
    photoUrl: null,
    onServer: false,
    record,
  };
}

export function shelfRows(
  server: readonly DeskParcel[],
  queued: readonly OutboxRecord[],
): ShelfRow[] {
  const known = new Set(server.map((parcel) => parcel.id));
  const local = queued.filter(
    (record) => !known.has((record.payload as GateParcelPayload).parcel.id),
  );
  return [...server.map(fromServer), ...local.map(fromDevice)].sort(
    (a, b) => Date.parse(a.loggedAt) - Date.parse(b.loggedAt) || a.id.localeCompare(b.id),
  );
}

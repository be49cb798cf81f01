/**
 * The flat's choice for a parcel, "Leave at the gate" or "Bring it up", goes through the outbox
 * (issue 34): made with no signal, it reaches the gate when the phone can send. What the card
 * shows is the newest choice still on the phone, else the server's.
 */
import type { MyParcel, ParcelInstruction } from '../../../contract/parcels/parcels';
import type { OutboxRecord } from '../../offline/db';
import {
  PARCEL_INSTRUCTION_KIND,
  registerOutboxKinds,
  type ParcelInstructionPayload,
} from '../../offline/kinds';
import { enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';

registerOutboxKinds();

export async function queueChoice(
  parcelId: string,
  instruction: ParcelInstruction,
  userId: string,
): Promise<void> {
  const payload: ParcelInstructionPayload = { parcel_id: parcelId, instruction };
  await enqueue(PARCEL_INSTRUCTION_KIND, payload, { userId });
  notifyEnqueued();
}

/** The newest of `records` (oldest first) about this parcel, if any. */
export function latestChoice(
  parcel: Pick<MyParcel, 'id'>,
  records: readonly OutboxRecord[],
): OutboxRecord | undefined {
  return records
    .filter((record) => (record.payload as ParcelInstructionPayload).parcel_id === parcel.id)
    .at(-1);
}

/** The choice to show pressed: one still on its way wins over what the server last said. */
export function shownChoice(
  parcel: Pick<MyParcel, 'instruction'>,
  latest: OutboxRecord | undefined,
): ParcelInstruction | null {
  const waiting = latest && ['pending', 'sending', 'needsAuth'].includes(latest.status);
  return waiting ? (latest.payload as ParcelInstructionPayload).instruction : parcel.instruction;
}

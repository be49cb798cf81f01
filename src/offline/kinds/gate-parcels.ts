/**
 * Parcels go through the outbox (issue 34, DESIGN.md §5): the guard logs a parcel — photo
 * included, as the record's attachment — with or without network, and the flat's choice ("Leave
 * at the gate" / "Bring it up") travels the same way from the resident's phone. Both are keyed by
 * the parcel, so two choices arrive in the order they were made. Worker-safe: contract and
 * src/offline only.
 */
import { messages } from '../../../contract/messages';
import {
  logParcel,
  setParcelInstruction,
  type ParcelFields,
  type ParcelInstruction,
} from '../../../contract/parcels/parcels';
import type { OutboxKind } from '../outbox-kinds';

export const GATE_PARCEL_KIND = 'gateParcel';
export const PARCEL_INSTRUCTION_KIND = 'parcelInstruction';

/** The multipart field the parcel's photo travels in (the contract's `upload.field`). */
export const GATE_PARCEL_PHOTO_FIELD = logParcel.upload.field;

export const parcelKey = (parcelId: string) => `parcel:${parcelId}`;

export interface GateParcelPayload {
  parcel: ParcelFields;
}

export interface ParcelInstructionPayload {
  parcel_id: string;
  instruction: ParcelInstruction;
}

export const gateParcelKind: OutboxKind<GateParcelPayload> = {
  kind: GATE_PARCEL_KIND,
  endpoint: logParcel,
  toRequest: (payload) => ({ multipart: { parcel: JSON.stringify(payload.parcel) } }),
  entityKey: (payload) => parcelKey(payload.parcel.id),
  failure: messages.parcelLogFailed,
};

export const parcelInstructionKind: OutboxKind<ParcelInstructionPayload> = {
  kind: PARCEL_INSTRUCTION_KIND,
  endpoint: setParcelInstruction,
  toRequest: ({ parcel_id, instruction }) => ({ params: { id: parcel_id }, body: { instruction } }),
  entityKey: (payload) => parcelKey(payload.parcel_id),
  failure: messages.parcelInstructionFailed,
};

/**
 * The desk's issue-34 entries go through the outbox like its check-ins (gate-entries.ts): a
 * delivery let in under a flat's standing approval, and a registered vehicle let in by its
 * plate, each sent once when the network returns (the record id is its Idempotency-Key), with
 * the time it really happened. A standing entry is a visit: it shares the visit's entity key, so
 * its check-out never overtakes it. Worker-safe: contract and src/offline only.
 */
import { recordStandingEntry, type StandingEntryFields } from '../../../contract/gate/standing';
import { messages } from '../../../contract/messages';
import { recordVehicleEntry, type VehicleEntryFields } from '../../../contract/vehicles/vehicles';
import type { OutboxKind } from '../outbox-kinds';
import { visitKey, type GateShown } from './gate-entries';

export const GATE_STANDING_ENTRY_KIND = 'gateStandingEntry';
export const GATE_VEHICLE_ENTRY_KIND = 'gateVehicleEntry';

/** As a check-in's: the body, and what the desk showed (never sent: the body is strict). */
export interface GateStandingEntryPayload {
  body: StandingEntryFields;
  shown: GateShown;
}

export interface GateVehicleEntryPayload {
  body: VehicleEntryFields;
  /** The plate as it reads and the flat the desk found, for the desk's own lists. */
  shown: { plate: string; apartment: string };
}

export const gateStandingEntryKind: OutboxKind<GateStandingEntryPayload> = {
  kind: GATE_STANDING_ENTRY_KIND,
  endpoint: recordStandingEntry,
  toRequest: (payload) => ({ body: payload.body }),
  entityKey: (payload) => visitKey(payload.body.visit_id),
  // No expiry: an entry is a fact, however late the network comes back.
  failure: messages.standingEntryFailed,
};

export const gateVehicleEntryKind: OutboxKind<GateVehicleEntryPayload> = {
  kind: GATE_VEHICLE_ENTRY_KIND,
  endpoint: recordVehicleEntry,
  toRequest: (payload) => ({ body: payload.body }),
  failure: messages.vehicleEntryFailed,
};

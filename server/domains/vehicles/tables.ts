/**
 * Kysely's view of the vehicle register and the desk's log of vehicles let in (migration 0027),
 * merged into the one `Database`.
 */
import type { Generated } from 'kysely';
import type { VehicleKind } from '../../../contract/vehicles/vehicles';

export interface VehiclesTable {
  id: Generated<number>;
  apartment: string;
  /** Compact (`HR26AB1234`): unique, so a plate belongs to one flat at a time. */
  plate: string;
  kind: VehicleKind;
  colour: string;
  sticker: string;
  /** The phone of the resident who registered it. */
  created_by: string;
  created_at: Date;
}

export interface VehicleEntriesTable {
  /** Made by the guard's device. */
  id: string;
  /** Compact, as the register keeps it. */
  plate: string;
  /** Whose the plate was when the entry arrived; '' when nobody's. */
  apartment: string;
  gate: string;
  entered_at: Date;
  guard_phone: string;
  guard_name: string;
  recorded_at: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    vehicles: VehiclesTable;
    vehicle_entries: VehicleEntriesTable;
  }
}

/**
 * Kysely's view of parcels and their settings (migration 0026). Merged into the one `Database`
 * (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType } from 'kysely';
import type { ParcelInstruction, ParcelStatus } from '../../../contract/parcels/parcels';

/** A column the database fills by default when the insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type CollectedVia = '' | 'code' | 'named';

export interface ParcelsTable {
  /** Made by the guard's device. */
  id: string;
  apartment: string;
  courier: string;
  count: Defaulted<number>;
  note: Defaulted<string>;
  gate: string;
  photo_name: Nullable<string>;
  thumbnail_name: Nullable<string>;
  code: string;
  instruction: Nullable<ParcelInstruction>;
  instruction_by: Defaulted<string>;
  status: Defaulted<ParcelStatus>;
  /** When it reached the gate (perhaps offline, sent later). */
  logged_at: Date;
  /** When the server heard of it. */
  recorded_at: Date;
  guard_phone: string;
  guard_name: string;
  collected_at: Nullable<Date>;
  collected_by: Defaulted<string>;
  collected_via: Defaulted<CollectedVia>;
  /** The guard who handed it over. */
  handed_over_by: Defaulted<string>;
}

export interface ParcelSettingsTable {
  id: Defaulted<boolean>;
  overdue_days: Defaulted<number>;
  updated_at: Nullable<Date>;
}

declare module '../../platform/db/schema' {
  interface Database {
    parcels: ParcelsTable;
    parcel_settings: ParcelSettingsTable;
  }
}

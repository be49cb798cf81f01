/**
 * Kysely's view of SOS alerts and the gate's settings (migration 0024). Merged into the one
 * `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface SosAlertsTable {
  /** bigserial: read as a number and sent as text. */
  id: Generated<number>;
  apartment: string;
  /** The phone of the resident who raised it. */
  raised_by: string;
  name: string;
  raised_at: Date;
  acknowledged_at: Nullable<Date>;
  acknowledged_by_phone: Nullable<string>;
  acknowledged_by_name: Nullable<string>;
}

/** One row (`id` is always true). */
export interface GateSettingsTable {
  id: ColumnType<boolean, never, never>;
  overstay_grace_minutes: number;
  updated_at: Nullable<Date>;
}

declare module '../../platform/db/schema' {
  interface Database {
    sos_alerts: SosAlertsTable;
    gate_settings: GateSettingsTable;
  }
}

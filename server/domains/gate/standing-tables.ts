/**
 * Kysely's view of standing approvals (migration 0027), merged into the one `Database` like the
 * gate's other tables.
 */
import type { ColumnType, Generated } from 'kysely';
import type { StandingCompany, StandingKind } from '../../../contract/gate/standing';
import type { Weekday } from '../../../contract/gate/visitors';

export interface StandingApprovalsTable {
  /** bigserial: read as a number and sent as text, as passes are. */
  id: Generated<number>;
  apartment: string;
  /** The phone of the resident who made it. */
  created_by: string;
  kind: StandingKind;
  companies: StandingCompany[];
  days: Weekday[];
  /** HH:MM, India time; both ends included. */
  start_time: string;
  end_time: string;
  /** yyyy-MM-dd (dates stay text: platform/db/client.ts). */
  starts_on: string;
  /** null: until the flat stops it. */
  ends_on: string | null;
  plate_suffix: ColumnType<string, string | undefined, string>;
  stopped_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    standing_approvals: StandingApprovalsTable;
  }
}

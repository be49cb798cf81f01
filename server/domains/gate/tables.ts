/**
 * Kysely's view of visitor passes, visits and walk-ins (migration 0016). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';
import type { PassKind, VisitFlag, Weekday } from '../../../contract/gate/visitors';

/** A column the database fills by default when the insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface PassesTable {
  /** bigserial: read as a number (ids stay far below 2^53) and sent as text. */
  id: Generated<number>;
  kind: PassKind;
  name: string;
  phone: Defaulted<string>;
  apartment: string;
  /** The phone of the resident who made it. */
  created_by: string;
  /** Whole seconds, so the row and its signed QR say the same instant. */
  valid_from: Date;
  valid_until: Date;
  people: Defaulted<number>;
  vehicle: Defaulted<string>;
  /** A daily help pass's days of the week; empty for the one-time kinds. */
  days: Defaulted<Weekday[]>;
  note: Defaulted<string>;
  code: string;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Date;
}

export type WalkInStatus = 'waiting' | 'approved' | 'denied';
export type DecidedVia = '' | 'app' | 'phone';

export interface WalkInsTable {
  id: string;
  name: string;
  phone: Defaulted<string>;
  purpose: string;
  apartment: string;
  gate: string;
  photo_name: ColumnType<string | null, string | null | undefined, string | null>;
  thumbnail_name: ColumnType<string | null, string | null | undefined, string | null>;
  status: Defaulted<WalkInStatus>;
  decided_by: Defaulted<string>;
  decided_via: Defaulted<DecidedVia>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  guard_phone: string;
  guard_name: string;
  created_at: Date;
  visit_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VisitsTable {
  /** Made by the guard's device. */
  id: string;
  pass_id: ColumnType<number | null, number | null | undefined, number | null>;
  walk_in_id: ColumnType<string | null, string | null | undefined, string | null>;
  kind: PassKind | 'walk_in';
  name: string;
  apartment: string;
  gate: string;
  people: number;
  /** When it happened at the gate (perhaps offline, synced later). */
  checked_in_at: Date;
  checked_out_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  guard_phone: string;
  guard_name: string;
  flags: Defaulted<VisitFlag[]>;
  approved_by: Defaulted<string>;
  approved_via: Defaulted<DecidedVia>;
  /** The standing approval that let them in (migration 0027), else null. */
  standing_approval_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the server heard of it. */
  recorded_at: Date;
  /** When its flat was told the visitor overstayed (migration 0024); null: not (yet). */
  overstay_told_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

declare module '../../platform/db/schema' {
  interface Database {
    passes: PassesTable;
    walk_ins: WalkInsTable;
    visits: VisitsTable;
  }
}

/**
 * Kysely's view of the tables, as the migrations make them (plain SQL we own: they are the truth,
 * these types are how the code reads them, kept in step by hand). Here are the platform's own
 * tables: people and their sessions and devices, the audit trail, idempotency keys, job runs and
 * push subscriptions (which end with a session). Each domain adds its own tables to `Database`
 * in its `tables.ts`, so a room's tables are read where the room is.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountRole } from '../../../contract/platform/endpoint';

/** Written as a Date (or left to its default), read back as a Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface UsersTable {
  id: Generated<number>;
  phone_number: string;
  apartment_number: string;
  name: string | null;
  email: string | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  member_status: ColumnType<MemberStatusValue, MemberStatusValue | undefined, MemberStatusValue>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Owns their flat (migration 0035): votes on an owners-only poll. */
  is_owner: ColumnType<boolean, boolean | undefined, boolean>;
  /** yyyy-MM-dd; dates are read as strings so no time zone can shift them. */
  membership_startdate: string | null;
  creation_date: Timestamp;
  modification_date: Timestamp;
  /** Moved out: no access at all; the row stays so history keeps its name and apartment. */
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type UserRole = AccountRole;
export type MemberStatusValue = 'active' | 'inactive' | 'pending';

/** One sign-in; the token names it, so it can be revoked alone (logout) or with the rest. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/** A device a person signed in on (migration 0021); its token names this row. */
export interface TrustedDevicesTable {
  id: string;
  user_id: number;
  created_at: Date;
  last_used_at: Date;
  /** Too many wrong codes from this device itself: it is refused until then. */
  locked_until: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/** Append-only (a trigger refuses UPDATE and DELETE): what an admin did, and security events. */
export interface AuditEventsTable {
  /** bigserial: read as text by the drivers. */
  id: ColumnType<string, never, never>;
  at: Date;
  actor_phone: string | null;
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: ColumnType<string, string | undefined, never>;
  request_id: string | null;
  ip: string | null;
}

/** One claimed `Idempotency-Key` of one user; `owner` marks the request now running it. */
export interface IdempotencyKeysTable {
  user_phone: string;
  key: string;
  request_path: string;
  fingerprint: string;
  status: 'running' | 'done';
  owner: string;
  response_status: number | null;
  /** Written as JSON text (so arrays stay JSON), read back parsed. */
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Date;
  locked_at: Date;
  completed_at: Date | null;
}

/** One row per scheduled job: when it last ran, on whichever instance. */
export interface JobRunsTable {
  name: string;
  last_run_at: Date;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_phone: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  trusted_devices: TrustedDevicesTable;
  audit_events: AuditEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  job_runs: JobRunsTable;
  push_subscriptions: PushSubscriptionsTable;
}

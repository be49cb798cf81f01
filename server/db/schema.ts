/**
 * Kysely's view of the tables. It must follow the migrations by hand: the migrations are
 * the truth (plain SQL we own), these types are how the code reads them.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Written as a Date (or left to its default), read back as a Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export type UserRole = 'rwa' | 'member';
export type MemberStatusValue = 'active' | 'inactive' | 'pending';

export interface UsersTable {
  id: Generated<number>;
  phone_number: string;
  apartment_number: string;
  name: string | null;
  email: string | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  member_status: ColumnType<MemberStatusValue, MemberStatusValue | undefined, MemberStatusValue>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  /** yyyy-MM-dd; dates are read as strings so no time zone can shift them. */
  membership_startdate: string | null;
  creation_date: Timestamp;
  modification_date: Timestamp;
}

export interface OtpCodesTable {
  id: Generated<number>;
  phone_number: string;
  /** HMAC-SHA256 of the code under a key derived from the server secret; never the code. */
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  consumed_at: Date | null;
}

export type OtpRequestOutcome = 'sent' | 'failed' | 'unknown_user';

/** One row per OTP request, so cooldowns and hourly caps hold across server instances. */
export interface OtpRequestsTable {
  id: Generated<number>;
  phone_number: string;
  ip: string;
  outcome: OtpRequestOutcome;
  created_at: Date;
}

export interface Database {
  users: UsersTable;
  otp_codes: OtpCodesTable;
  otp_requests: OtpRequestsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/**
 * Kysely's view of the one-time codes, the requests and wrong codes counted against a phone, and the
 * phones locked for strangers (migrations 0001, 0014, 0021). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

export interface OtpCodesTable {
  id: Generated<number>;
  phone_number: string;
  /** HMAC-SHA256 of the code under a key derived from the server secret; never the code. */
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  consumed_at: Date | null;
  /** The trusted device that asked for it, which alone may use it; NULL: a stranger's code. */
  device_id: ColumnType<string | null, string | null | undefined, never>;
}

export type OtpRequestOutcome = 'sent' | 'failed' | 'unknown_user';

/** One row per OTP request, so cooldowns and hourly caps hold across server instances. */
export interface OtpRequestsTable {
  id: Generated<number>;
  phone_number: string;
  ip: string;
  outcome: OtpRequestOutcome;
  /** As on otp_codes: whose limits it counts toward. */
  device_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: Date;
}

/**
 * One wrong code, counted across codes for the phone's lockout and per IP. `device_id`: the
 * trusted device it came from; NULL for a stranger (any device without a valid token).
 */
export interface OtpFailuresTable {
  id: Generated<number>;
  phone_number: string;
  ip: string;
  device_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: Date;
}

/** A phone number locked for strangers (untrusted devices) until then; the RWA can unlock it. */
export interface SignInLocksTable {
  phone_number: string;
  locked_until: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    otp_codes: OtpCodesTable;
    otp_requests: OtpRequestsTable;
    otp_failures: OtpFailuresTable;
    sign_in_locks: SignInLocksTable;
  }
}

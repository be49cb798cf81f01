/**
 * Wrong codes and the locks they lead to (issues 16 and 31). Two kinds of caller are counted
 * apart, so a stranger cannot turn our defences against a person:
 * - a trusted device (platform/auth/trusted-devices.ts) counts its own wrong codes; too many lock
 *   that device only;
 * - everyone else is a stranger: their wrong codes for a phone lock the phone for strangers
 *   (`sign_in_locks`, keyed by number, so an unknown number locks exactly like a known one),
 *   and their wrong codes from one address turn that address away for the hour.
 * The RWA, or the operator at the server's console, unlocks a phone with `unlockSignIn`.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { OtpLimits } from '../../platform/config/config';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import type { TrustedDevice } from '../../platform/auth/trusted-devices';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The phone (for a stranger) or the device (for a trusted one) whose lock a caller meets. */
export interface Caller {
  phone: string;
  device: TrustedDevice | undefined;
}

/**
 * Rows of this trusted device, or of strangers (no device id) when there is none. The phone's
 * index finds the rows; this narrows them to the caller's.
 */
export const ofDevice = (deviceId: string | null | undefined) =>
  sql<boolean>`device_id IS NOT DISTINCT FROM ${deviceId ?? null}`;

/** 429 while the caller is locked out after too many wrong codes. */
export async function refuseLocked(db: Kysely<Database>, caller: Caller, at: Date): Promise<void> {
  const until = caller.device
    ? caller.device.locked_until
    : await phoneLockedUntil(db, caller.phone, at);
  if (until && until > at) throw lockedOut(until, at);
}

/** "29 Nov, 08:05": when a lock ends, as a person in India reads it. */
export function lockEndLabel(until: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(until);
}

export function lockedOut(until: Date, at: Date): HttpError {
  const wait = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  return new HttpError(429, messages.phoneLocked(lockEndLabel(until)), {
    'retry-after': String(wait),
  });
}

/**
 * 429 for an address (an IPv6 /64) whose strangers sent too many wrong codes within the hour.
 * Trusted devices are never asked: a neighbour's guesses must not keep a resident out.
 */
export async function refuseBusyAddress(
  db: Kysely<Database>,
  address: string,
  at: Date,
  limits: OtpLimits,
): Promise<void> {
  const recent = await db
    .selectFrom('otp_failures')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('ip', '=', address)
    .where('device_id', 'is', null)
    .where('created_at', '>', new Date(at.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) < limits.maxFailuresPerIpPerHour || !recent.oldest) return;
  const wait = Math.max(1, Math.ceil((recent.oldest.getTime() + HOUR_MS - at.getTime()) / 1000));
  throw new HttpError(429, messages.verifyTooManyFromNetwork(Math.ceil(wait / 60)), {
    'retry-after': String(wait),
  });
}

/**
 * Counts one wrong code of `caller` from `address`; when that makes too many within 24 h,
 * locks the caller for 24 h and answers until when (else null).
 */
export async function countFailure(
  tx: Kysely<Database>,
  caller: Caller,
  address: string,
  at: Date,
  limits: OtpLimits,
): Promise<Date | null> {
  const deviceId = caller.device?.id ?? null;
  await tx
    .insertInto('otp_failures')
    .values({ phone_number: caller.phone, ip: address, device_id: deviceId, created_at: at })
    .execute();
  const { count } = await tx
    .selectFrom('otp_failures')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('phone_number', '=', caller.phone)
    .where(ofDevice(deviceId))
    .where('created_at', '>', new Date(at.getTime() - DAY_MS))
    .executeTakeFirstOrThrow();
  if (Number(count) < limits.lockAfterFailures) return null;

  const until = new Date(at.getTime() + DAY_MS);
  if (deviceId) {
    await tx
      .updateTable('trusted_devices')
      .set({ locked_until: until })
      .where('id', '=', deviceId)
      .execute();
  } else {
    await tx
      .insertInto('sign_in_locks')
      .values({ phone_number: caller.phone, locked_until: until })
      .onConflict((conflict) =>
        conflict.column('phone_number').doUpdateSet({ locked_until: until }),
      )
      .execute();
  }
  // A locked caller starts afresh once unlocked: its codes are gone.
  await tx
    .deleteFrom('otp_codes')
    .where('phone_number', '=', caller.phone)
    .where(ofDevice(deviceId))
    .execute();
  return until;
}

/**
 * Lifts every lock of a phone — strangers', and each of its person's devices' — and forgets
 * the wrong codes that led to them, or the next one would lock it again.
 */
export async function unlockSignIn(tx: Kysely<Database>, phone: string): Promise<void> {
  await tx.deleteFrom('sign_in_locks').where('phone_number', '=', phone).execute();
  await tx.deleteFrom('otp_failures').where('phone_number', '=', phone).execute();
  await tx
    .updateTable('trusted_devices')
    .set({ locked_until: null })
    .where('locked_until', 'is not', null)
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('users.id').where('users.phone_number', '=', phone),
    )
    .execute();
}

/** Until when `phone` is locked for strangers; null when it is not locked now. */
export async function phoneLockedUntil(
  db: Kysely<Database>,
  phone: string,
  at: Date,
): Promise<Date | null> {
  const lock = await db
    .selectFrom('sign_in_locks')
    .select('locked_until')
    .where('phone_number', '=', phone)
    .where('locked_until', '>', at)
    .executeTakeFirst();
  return lock?.locked_until ?? null;
}

/**
 * One-time passwords for login (DESIGN.md §6): 6 digits from a CSPRNG, kept only as a keyed
 * hash, valid 10 minutes, single use, dead after 5 wrong tries, replaced by a newer request.
 * Cooldowns, caps and locks are counted in the database so every server instance agrees.
 *
 * A trusted device (platform/auth/trusted-devices.ts) has codes, limits and a lock of its own, so a
 * stranger's requests and wrong codes never keep the phone's person out (issue 31). And a
 * verification fails one way whatever went wrong — an unknown phone, a removed or deactivated
 * person, a wrong apartment, a wrong, old or spent code — with one status, one sentence, the
 * same work and the same counting, so its answer tells nobody which numbers are the estate's.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { messages } from '../../../contract/messages';
import type { OtpLimits } from '../../platform/config/config';
import type { Database, User } from '../../platform/db/schema';
import type { OtpCodesTable } from './tables';
import { HttpError } from '../../platform/http/http-error';
import { recordAudit } from '../../platform/audit';
import type { Origin } from '../../platform/audit';
import { limitKeyOf } from '../../platform/http/client-address';
import { deriveKey } from '../../platform/auth/derived-key';
import { tellOfLockout } from './lockout-notice';
import { checkRequestLimits } from './otp-limits';
import type { OtpDelivery } from '../../platform/auth/otp-delivery';
import {
  countFailure,
  lockedOut,
  ofDevice,
  refuseBusyAddress,
  refuseLocked,
} from './sign-in-locks';
import type { Caller } from './sign-in-locks';
import type { DeviceTrust, TrustedDevice } from '../../platform/auth/trusted-devices';
import { findSignInUser } from '../../platform/auth/users';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

/** Who asks for a code or signs in, from where, and with which device token (if any). */
export interface SignInAttempt {
  phone: string;
  /** A resident names their apartment; the RWA and the gate do not. */
  apartment?: string;
  /** The `Gatehouse-Device` header as sent. */
  deviceToken: string | undefined;
  origin: Origin;
}

export interface SignedInPerson {
  user: User;
  /** The trusted device the attempt came from; undefined for a device not yet trusted. */
  device: TrustedDevice | undefined;
}

export interface OtpService {
  /** Sends a new code to the person `attempt` names; 404 when there is none, 429 when limited. */
  issue(attempt: SignInAttempt): Promise<void>;
  /**
   * Consumes the person's current code if `code` matches and answers who it is; otherwise a
   * 400 with messages.signInFailed (429 while locked out), the failure counted and audited.
   */
  verify(attempt: SignInAttempt, code: string): Promise<SignedInPerson>;
}

/** What the service tells the operator's metrics. */
export interface OtpEvents {
  /** A code was handed to the delivery. */
  sent(): void;
  /** A phone (or a device) was locked after too many wrong codes. */
  lockedOut(): void;
}

interface Deps {
  db: Kysely<Database>;
  delivery: OtpDelivery;
  devices: DeviceTrust;
  limits: OtpLimits;
  secret: string;
  now: () => Date;
  events?: OtpEvents;
}

type Code = Selectable<OtpCodesTable>;

export function createOtpService(deps: Deps): OtpService {
  const { db, delivery, devices, limits, secret, now, events } = deps;
  const key = deriveKey(secret, 'otp-hash');
  const hash = (phone: string, code: string) =>
    createHmac('sha256', key).update(`${phone}:${code}`).digest();

  /** The person and their trusted device, after the phone's lock is taken. */
  async function callerOf(tx: Kysely<Database>, attempt: SignInAttempt, at: Date) {
    // One request or check per phone at a time, across instances: a burst sent at once must
    // meet the cooldown, the attempt count and the lockout one by one.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${attempt.phone}`}))`.execute(tx);
    const user = await findSignInUser(tx, attempt.phone, attempt.apartment);
    const device = user ? await devices.find(tx, attempt.deviceToken, user, at) : undefined;
    return { user, caller: { phone: attempt.phone, device } satisfies Caller };
  }

  async function issue(attempt: SignInAttempt) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    const address = limitKeyOf(attempt.origin.ip);
    const claim = await db.transaction().execute(async (tx) => {
      const { user, caller } = await callerOf(tx, attempt, at);
      await refuseLocked(tx, caller, at);
      await checkRequestLimits(tx, caller, address, at, limits);
      const deviceId = caller.device?.id ?? null;
      const request = await tx
        .insertInto('otp_requests')
        .values({
          phone_number: attempt.phone,
          ip: address,
          device_id: deviceId,
          outcome: user ? 'sent' : 'unknown_user',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!user) return null;
      // A new code supersedes the caller's older ones, never another device's.
      await tx
        .deleteFrom('otp_codes')
        .where('phone_number', '=', attempt.phone)
        .where(ofDevice(deviceId))
        .execute();
      const stored = await tx
        .insertInto('otp_codes')
        .values({
          phone_number: attempt.phone,
          code_hash: hash(attempt.phone, code).toString('hex'),
          device_id: deviceId,
          created_at: at,
          expires_at: new Date(at.getTime() + OTP_TTL_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { requestId: request.id, codeId: stored.id };
    });
    if (!claim) throw new HttpError(404, messages.userNotFound);
    try {
      await delivery.send(attempt.phone, code);
      events?.sent();
    } catch (error) {
      // A code nobody received must not be usable, nor hold back the next request.
      await db.deleteFrom('otp_codes').where('id', '=', claim.codeId).execute();
      await db
        .updateTable('otp_requests')
        .set({ outcome: 'failed' })
        .where('id', '=', claim.requestId)
        .execute();
      throw new HttpError(502, messages.sendOtpFailed, {}, { cause: error });
    }
  }

  async function verify(attempt: SignInAttempt, code: string): Promise<SignedInPerson> {
    const at = now();
    const outcome = await db.transaction().execute(async (tx) => {
      const { user, caller } = await callerOf(tx, attempt, at);
      await refuseLocked(tx, caller, at);
      const address = limitKeyOf(attempt.origin.ip);
      if (!caller.device) await refuseBusyAddress(tx, address, at, limits);
      const current = await tx
        .selectFrom('otp_codes')
        .selectAll()
        .where('phone_number', '=', attempt.phone)
        .where(ofDevice(caller.device?.id))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      // The hash is compared even when nothing can match, so every failure takes one time.
      const matches = codeMatches(current, hash(attempt.phone, code), at);
      if (user && current && matches) {
        await tx
          .updateTable('otp_codes')
          .set({ consumed_at: at })
          .where('id', '=', current.id)
          .execute();
        return { user, device: caller.device };
      }
      return { refusal: await refuse(tx, { user, caller, address }, attempt.origin, at) };
    });
    // Thrown after the commit, so the failure stays counted.
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome;
  }

  /** Counts and audits a failed verification; answers what to say. */
  async function refuse(
    tx: Kysely<Database>,
    failed: { user: User | undefined; caller: Caller; address: string },
    origin: Origin,
    at: Date,
  ): Promise<HttpError> {
    const { user, caller, address } = failed;
    // The caller has at most one code (a new one replaces theirs); the update runs whether or
    // not there is one, so an unknown phone costs what a known one does.
    await tx
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('phone_number', '=', caller.phone)
      .where(ofDevice(caller.device?.id))
      .execute();
    const audit = { actor: user ?? null, targetType: 'user', targetId: caller.phone, ...origin };
    await recordAudit(tx, { ...audit, action: 'auth.verify_failed' }, at);
    const until = await countFailure(tx, caller, address, at, limits);
    if (!until) return new HttpError(400, messages.signInFailed);
    const whose = caller.device ? 'one trusted device' : 'untrusted devices';
    const summary = `too many wrong codes in 24 h from ${whose}; locked until ${until.toISOString()}`;
    await recordAudit(tx, { ...audit, action: 'auth.lockout', summary }, at);
    await tellOfLockout(tx, caller, limits.lockAfterFailures, until, at);
    // Counted as the transaction's last step: only a failed commit could make it wrong.
    events?.lockedOut();
    return lockedOut(until, at);
  }

  return { issue, verify };
}

/** Whether `given` (the hash of the code typed) is the live, untried-out code `current`. */
function codeMatches(current: Code | undefined, given: Buffer, at: Date): boolean {
  const expected = current ? Buffer.from(current.code_hash, 'hex') : Buffer.alloc(given.length);
  const equal = timingSafeEqual(expected, given);
  if (!current || current.consumed_at) return false;
  return equal && current.attempts < OTP_MAX_ATTEMPTS && current.expires_at > at;
}

/**
 * One-time passwords for login (DESIGN.md §6): 6 digits from a CSPRNG, kept only as a keyed
 * hash, valid 10 minutes, single use, dead after 5 wrong tries, replaced by a newer request.
 * Cooldowns and hourly caps are counted in the database so every server instance agrees.
 * Across codes, a phone is locked for a day after too many wrong ones, and an address that
 * sends too many wrong codes is turned away for the hour (issue 16). Only users who may enter
 * (present and active) get codes; anyone else gets the unknown-user answer.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../contract/messages';
import type { OtpLimits } from '../config';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http-error';
import { recordAudit } from './audit';
import type { Origin } from './audit';
import { limitKeyOf } from './client-address';
import { deriveKey } from './derived-key';
import type { OtpDelivery } from './otp-delivery';
import { findSignInUser } from './users';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface OtpService {
  /** Sends a new code to the user found by `who`; 404 when there is none, 429 when limited. */
  issue(who: { phone: string; apartment?: string }, ip: string): Promise<void>;
  /**
   * Consumes the user's current code if `code` matches; otherwise throws a 400 (429 when the
   * phone or the address is locked out). A wrong code is counted and audited.
   */
  verify(user: User, code: string, origin: Origin): Promise<void>;
}

/** What the service tells the operator's metrics. */
export interface OtpEvents {
  /** A code was handed to the delivery. */
  sent(): void;
  /** A phone was locked after too many wrong codes. */
  lockedOut(): void;
}

interface Deps {
  db: Kysely<Database>;
  delivery: OtpDelivery;
  limits: OtpLimits;
  secret: string;
  now: () => Date;
  events?: OtpEvents;
}

export function createOtpService(deps: Deps): OtpService {
  const { db, delivery, limits, secret, now, events } = deps;
  const key = deriveKey(secret, 'otp-hash');
  const hash = (phone: string, code: string) =>
    createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');

  async function issue(who: { phone: string; apartment?: string }, ip: string) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    const claim = await db.transaction().execute(async (tx) => {
      // Two requests for one phone at once (maybe on two instances) must not both pass.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${who.phone}`}))`.execute(tx);
      await checkLimits(tx, who.phone, limitKeyOf(ip), at, limits);
      const user = await findSignInUser(tx, who.phone, who.apartment);
      if (user) refuseIfLocked(user, at);
      const outcome = user ? 'sent' : 'unknown_user';
      const request = await tx
        .insertInto('otp_requests')
        .values({ phone_number: who.phone, ip: limitKeyOf(ip), outcome, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (outcome === 'unknown_user') return null;
      // A new code supersedes every older one for this phone.
      await tx.deleteFrom('otp_codes').where('phone_number', '=', who.phone).execute();
      const stored = await tx
        .insertInto('otp_codes')
        .values({
          phone_number: who.phone,
          code_hash: hash(who.phone, code),
          created_at: at,
          expires_at: new Date(at.getTime() + OTP_TTL_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { requestId: request.id, codeId: stored.id };
    });
    if (!claim) throw new HttpError(404, messages.userNotFound);
    try {
      await delivery.send(who.phone, code);
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

  async function verify(user: User, code: string, origin: Origin) {
    // One verification of a phone at a time (across instances too): a burst of guesses sent
    // at once must meet the attempt count, the lockout and the address limit one by one.
    const refusal = await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${user.phone_number}`}))`.execute(tx);
      return checkCode(tx, user, code, origin);
    });
    // Thrown after the commit, so the wrong code stays counted.
    if (refusal) throw refusal;
  }

  /** Consumes the code when it matches; otherwise answers the refusal (counted when wrong). */
  async function checkCode(
    tx: Kysely<Database>,
    user: User,
    code: string,
    origin: Origin,
  ): Promise<HttpError | null> {
    const at = now();
    const phone = user.phone_number;
    const lock = await tx
      .selectFrom('users')
      .select('locked_until')
      .where('id', '=', user.id)
      .executeTakeFirst();
    refuseIfLocked({ locked_until: lock?.locked_until ?? null }, at);
    await refuseBusyAddress(tx, limitKeyOf(origin.ip), at, limits);
    const current = await tx
      .selectFrom('otp_codes')
      .selectAll()
      .where('phone_number', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!current || current.consumed_at) return new HttpError(400, messages.invalidOtp);
    if (current.attempts >= OTP_MAX_ATTEMPTS) return new HttpError(400, messages.otpTooManyTries);
    if (current.expires_at <= at) return new HttpError(400, messages.otpExpired);

    const expected = Buffer.from(current.code_hash, 'hex');
    const given = Buffer.from(hash(phone, code), 'hex');
    if (!timingSafeEqual(expected, given)) return countWrongCode(tx, user, current.id, origin, at);
    await tx
      .updateTable('otp_codes')
      .set({ consumed_at: at })
      .where('id', '=', current.id)
      .execute();
    return null;
  }

  /** Counts a wrong code (on the code, the phone and the address); answers the refusal to send. */
  async function countWrongCode(
    tx: Kysely<Database>,
    user: User,
    codeId: number,
    origin: Origin,
    at: Date,
  ): Promise<HttpError> {
    const phone = user.phone_number;
    const counted = await tx
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', codeId)
      .returning('attempts')
      .executeTakeFirst();
    await tx
      .insertInto('otp_failures')
      .values({ phone_number: phone, ip: limitKeyOf(origin.ip), created_at: at })
      .execute();
    const audit = { actor: user, targetType: 'user', targetId: phone, ...origin };
    await recordAudit(tx, { ...audit, action: 'auth.verify_failed' }, at);
    const failures = await tx
      .selectFrom('otp_failures')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('phone_number', '=', phone)
      .where('created_at', '>', new Date(at.getTime() - DAY_MS))
      .executeTakeFirstOrThrow();
    if (Number(failures.count) >= limits.lockAfterFailures) {
      const until = new Date(at.getTime() + DAY_MS);
      await tx
        .updateTable('users')
        .set({ locked_until: until })
        .where('id', '=', user.id)
        .execute();
      // A locked phone starts afresh once unlocked: its old codes are gone.
      await tx.deleteFrom('otp_codes').where('phone_number', '=', phone).execute();
      const summary = `${failures.count} wrong codes in 24 h; locked until ${until.toISOString()}`;
      await recordAudit(tx, { ...audit, action: 'auth.lockout', summary }, at);
      // Counted as the transaction's last step: only a failed commit could make it wrong.
      events?.lockedOut();
      return lockedOut(until, at);
    }
    const tries = counted?.attempts ?? OTP_MAX_ATTEMPTS;
    return new HttpError(
      400,
      tries >= OTP_MAX_ATTEMPTS ? messages.otpTooManyTries : messages.invalidOtp,
    );
  }

  return { issue, verify };
}

async function checkLimits(
  tx: Kysely<Database>,
  phone: string,
  ip: string,
  at: Date,
  limits: OtpLimits,
): Promise<void> {
  const hourAgo = new Date(at.getTime() - HOUR_MS);
  const byIp = await tx
    .selectFrom('otp_requests')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('ip', '=', ip)
    .where('created_at', '>', hourAgo)
    .executeTakeFirstOrThrow();
  if (byIp.count >= limits.maxPerIpPerHour) throw tooMany(byIp.oldest, at);

  // Only codes actually sent count for the phone: a typo in the apartment must not lock one out.
  const byPhone = await tx
    .selectFrom('otp_requests')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('latest'),
    ])
    .where('phone_number', '=', phone)
    .where('outcome', '=', 'sent')
    .where('created_at', '>', hourAgo)
    .executeTakeFirstOrThrow();
  const cooldownMs = limits.cooldownSeconds * 1000;
  if (byPhone.latest && at.getTime() - byPhone.latest.getTime() < cooldownMs) {
    const wait = Math.max(
      1,
      Math.ceil((byPhone.latest.getTime() + cooldownMs - at.getTime()) / 1000),
    );
    throw new HttpError(429, messages.otpCooldown(wait), { 'retry-after': String(wait) });
  }
  if (byPhone.count >= limits.maxPerPhonePerHour) throw tooMany(byPhone.oldest, at);
}

function tooMany(oldest: Date | null, at: Date): HttpError {
  const wait = oldest ? Math.ceil((oldest.getTime() + HOUR_MS - at.getTime()) / 1000) : 3600;
  return new HttpError(429, messages.otpTooManyRequests, {
    'retry-after': String(Math.max(1, wait)),
  });
}

/** 429 while the user's phone is locked after too many wrong codes. */
function refuseIfLocked(user: Pick<User, 'locked_until'>, at: Date): void {
  if (user.locked_until && user.locked_until > at) throw lockedOut(user.locked_until, at);
}

function lockedOut(until: Date, at: Date): HttpError {
  const label = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(until);
  const wait = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  return new HttpError(429, messages.phoneLocked(label), { 'retry-after': String(wait) });
}

/** 429 for an address (an IPv6 /64) that sent too many wrong codes within the hour. */
async function refuseBusyAddress(
  db: Kysely<Database>,
  key: string,
  at: Date,
  limits: OtpLimits,
): Promise<void> {
  const recent = await db
    .selectFrom('otp_failures')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('ip', '=', key)
    .where('created_at', '>', new Date(at.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) < limits.maxFailuresPerIpPerHour || !recent.oldest) return;
  const wait = Math.max(1, Math.ceil((recent.oldest.getTime() + HOUR_MS - at.getTime()) / 1000));
  throw new HttpError(429, messages.verifyTooManyFromNetwork(Math.ceil(wait / 60)), {
    'retry-after': String(wait),
  });
}

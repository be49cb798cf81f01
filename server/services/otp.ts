/**
 * One-time passwords for login (DESIGN.md §6): 6 digits from a CSPRNG, kept only as a keyed
 * hash, valid 10 minutes, single use, dead after 5 wrong tries, replaced by a newer request.
 * Cooldowns and hourly caps are counted in the database so every server instance agrees.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../contract/messages';
import type { OtpLimits } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { deriveKey } from './derived-key';
import type { OtpDelivery } from './otp-delivery';
import { findUser } from './users';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface OtpService {
  /** Sends a new code to the user found by `who`; 404 when there is none, 429 when limited. */
  issue(who: { phone: string; apartment?: string }, ip: string): Promise<void>;
  /** Consumes the phone's current code if `code` matches; otherwise throws a 400. */
  verify(phone: string, code: string): Promise<void>;
}

interface Deps {
  db: Kysely<Database>;
  delivery: OtpDelivery;
  limits: OtpLimits;
  secret: string;
  now: () => Date;
}

export function createOtpService({ db, delivery, limits, secret, now }: Deps): OtpService {
  const key = deriveKey(secret, 'otp-hash');
  const hash = (phone: string, code: string) =>
    createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');

  async function issue(who: { phone: string; apartment?: string }, ip: string) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    const claim = await db.transaction().execute(async (tx) => {
      // Two requests for one phone at once (maybe on two instances) must not both pass.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${who.phone}`}))`.execute(tx);
      await checkLimits(tx, who.phone, ip, at, limits);
      const outcome = (await findUser(tx, who.phone, who.apartment)) ? 'sent' : 'unknown_user';
      const request = await tx
        .insertInto('otp_requests')
        .values({ phone_number: who.phone, ip, outcome, created_at: at })
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

  async function verify(phone: string, code: string) {
    const at = now();
    const current = await db
      .selectFrom('otp_codes')
      .selectAll()
      .where('phone_number', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!current || current.consumed_at) throw new HttpError(400, messages.invalidOtp);
    if (current.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(400, messages.otpTooManyTries);
    if (current.expires_at <= at) throw new HttpError(400, messages.otpExpired);

    const expected = Buffer.from(current.code_hash, 'hex');
    const given = Buffer.from(hash(phone, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const counted = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', current.id)
        .returning('attempts')
        .executeTakeFirst();
      const tries = counted?.attempts ?? OTP_MAX_ATTEMPTS;
      throw new HttpError(
        400,
        tries >= OTP_MAX_ATTEMPTS ? messages.otpTooManyTries : messages.invalidOtp,
      );
    }
    // The conditions are checked again in the update, so two racing verifications use it once.
    const consumed = await db
      .updateTable('otp_codes')
      .set({ consumed_at: at })
      .where('id', '=', current.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', OTP_MAX_ATTEMPTS)
      .returning('id')
      .executeTakeFirst();
    if (!consumed) throw new HttpError(400, messages.invalidOtp);
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

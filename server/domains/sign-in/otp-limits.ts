/**
 * How often a code may be asked for. A trusted device has its own cooldown and hourly cap and
 * meets no address cap; strangers share the phone's cooldown and cap, and their address's cap
 * (unknown phones count there too). So a stranger spending a phone's codes, or a neighbour
 * behind the same proxy, never keeps the phone's person from getting one (issue 31).
 */
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { OtpLimits } from '../../platform/config/config';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { ofDevice } from './sign-in-locks';
import type { Caller } from './sign-in-locks';

const HOUR_MS = 60 * 60 * 1000;

export async function checkRequestLimits(
  tx: Kysely<Database>,
  caller: Caller,
  address: string,
  at: Date,
  limits: OtpLimits,
): Promise<void> {
  const hourAgo = new Date(at.getTime() - HOUR_MS);
  if (!caller.device) {
    const byAddress = await tx
      .selectFrom('otp_requests')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('ip', '=', address)
      .where('device_id', 'is', null)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (byAddress.count >= limits.maxPerIpPerHour) throw tooMany(byAddress.oldest, at);
  }

  // Only codes actually sent count for the phone: a typo in the apartment must not lock one out.
  const sent = await tx
    .selectFrom('otp_requests')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('latest'),
    ])
    .where('phone_number', '=', caller.phone)
    .where(ofDevice(caller.device?.id))
    .where('outcome', '=', 'sent')
    .where('created_at', '>', hourAgo)
    .executeTakeFirstOrThrow();
  const cooldownMs = limits.cooldownSeconds * 1000;
  if (sent.latest && at.getTime() - sent.latest.getTime() < cooldownMs) {
    const wait = Math.max(1, Math.ceil((sent.latest.getTime() + cooldownMs - at.getTime()) / 1000));
    throw new HttpError(429, messages.otpCooldown(wait), { 'retry-after': String(wait) });
  }
  if (sent.count >= limits.maxPerPhonePerHour) throw tooMany(sent.oldest, at);
}

function tooMany(oldest: Date | null, at: Date): HttpError {
  const wait = oldest ? Math.ceil((oldest.getTime() + HOUR_MS - at.getTime()) / 1000) : 3600;
  return new HttpError(429, messages.otpTooManyRequests, {
    'retry-after': String(Math.max(1, wait)),
  });
}

/**
 * Trusted devices (issue 31, after OWASP's "device cookies"): a successful sign-in gives the
 * device a token for that person, which the app sends back as `Gatehouse-Device` when it asks
 * for a code and signs in. A stranger without one can lock only strangers out of a phone; the
 * person's own device still gets a code and signs in.
 *
 * The token is `<row id>.<HMAC of id and person>`: the signature turns away forged and
 * borrowed tokens (another person's) without a database read, the row makes it revocable.
 * Removal, deactivation and "Sign out on all devices" revoke every row of the person.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, TrustedDevicesTable, User } from '../db/schema';
import type { Selectable } from 'kysely';
import { deriveKey } from './derived-key';

export type TrustedDevice = Selectable<TrustedDevicesTable>;

/** A device unused for this long is a stranger again (a sign-in renews it). */
export const DEVICE_TRUST_MS = 365 * 24 * 60 * 60 * 1000;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface DeviceTrust {
  /** The device `token` names, when it is still trusted for `user`; else undefined. */
  find(
    db: Kysely<Database>,
    token: string | undefined,
    user: User,
    at: Date,
  ): Promise<TrustedDevice | undefined>;
  /** Trusts this device for `user` after a sign-in (the same row when it already was). */
  trust(
    db: Kysely<Database>,
    user: User,
    current: TrustedDevice | undefined,
    at: Date,
  ): Promise<string>;
}

export function createDeviceTrust(secret: string): DeviceTrust {
  const key = deriveKey(secret, 'device-token');
  const sign = (id: string, userId: number) =>
    createHmac('sha256', key).update(`${id}:${userId}`).digest('base64url');
  const tokenOf = (id: string, userId: number) => `${id}.${sign(id, userId)}`;

  /** The row id a well-formed token signed for `userId` names; null otherwise. */
  function idOf(token: string, userId: number): string | null {
    const [id, signature, extra] = token.split('.');
    if (!id || !signature || extra !== undefined || !uuid.test(id)) return null;
    const expected = Buffer.from(sign(id, userId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  return {
    async find(db, token, user, at) {
      const id = token ? idOf(token, user.id) : null;
      if (!id) return undefined;
      return db
        .selectFrom('trusted_devices')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .where('last_used_at', '>', new Date(at.getTime() - DEVICE_TRUST_MS))
        .executeTakeFirst();
    },

    async trust(db, user, current, at) {
      if (current) {
        await db
          .updateTable('trusted_devices')
          .set({ last_used_at: at })
          .where('id', '=', current.id)
          .execute();
        return tokenOf(current.id, user.id);
      }
      const id = randomUUID();
      await db
        .insertInto('trusted_devices')
        .values({ id, user_id: user.id, created_at: at, last_used_at: at })
        .execute();
      return tokenOf(id, user.id);
    },
  };
}

/** Every device of the person stops being trusted (a move-out, a deactivation, a lost phone). */
export async function revokeDevices(
  db: Kysely<Database>,
  userId: number,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('trusted_devices')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

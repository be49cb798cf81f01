/**
 * Web Push subscriptions: the VAPID public key for the browser, and the devices each user wants
 * pushes on. The sending is not here: domains/notices/push-drainer.ts works the queue off-request.
 */
import { createPublicKey } from 'node:crypto';
import { sql } from 'kysely';
import { pushMessages } from '../../../contract/notices/push';
import { HttpError } from '../../platform/http/http-error';
import { permittedPushEndpoint } from '../../platform/config/push-hosts';
import type { HandlersFor } from '../../platform/http/handler';

/** Enough for a phone, a tablet and a few browsers; an endless list would fan out every notice. */
export const MAX_DEVICES_PER_USER = 10;

const unpadded = (value: string) => value.replace(/=+$/, '');

/**
 * The contract checks the shape; this checks the point lies on P-256. A key that is not would
 * make every encryption for the device fail, and its pushes be retried for nothing.
 */
function isP256Point(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  try {
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

export const pushHandlers: HandlersFor<'getPushPublicKey' | 'subscribePush' | 'unsubscribePush'> = {
  getPushPublicKey({ app, reply }) {
    // The same for everyone; short-lived all the same, so a rotated key reaches browsers soon.
    reply.header('cache-control', 'public, max-age=3600');
    return { public_key: app.config.vapid.publicKey };
  },

  async subscribePush({ app, body, user, transaction }) {
    const p256dh = unpadded(body.keys.p256dh);
    const auth = unpadded(body.keys.auth);
    // Worded as the contract's own checks of the fields would word them.
    if (!permittedPushEndpoint(body.endpoint, app.config.pushAllowedHosts)) {
      throw new HttpError(400, `endpoint: ${pushMessages.notPushService}`);
    }
    if (!isP256Point(p256dh)) throw new HttpError(400, `keys.p256dh: ${pushMessages.keysInvalid}`);
    const phone = user.phone_number;
    const at = app.now();
    return transaction(async (tx) => {
      // A device that was someone else's (a shared tablet, a new sign-in) starts afresh:
      // dropping the old row drops that user's queued pushes with it (ON DELETE CASCADE),
      // so they are never shown to the next person.
      await tx
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', body.endpoint)
        .where('user_phone', '<>', phone)
        .execute();
      await tx
        .insertInto('push_subscriptions')
        .values({ user_phone: phone, endpoint: body.endpoint, p256dh, auth, created_at: at })
        // user_phone too: another user's row inserted between the delete and here is taken.
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({ user_phone: phone, p256dh, auth, created_at: at }),
        )
        .execute();
      // Keep the newest few devices; the rest are most likely browsers long gone.
      await sql`
          DELETE FROM push_subscriptions
          WHERE user_phone = ${phone} AND id NOT IN (
            SELECT id FROM push_subscriptions WHERE user_phone = ${phone}
            ORDER BY created_at DESC, id DESC LIMIT ${MAX_DEVICES_PER_USER})`.execute(tx);
      return { message: pushMessages.subscribed };
    });
  },

  async unsubscribePush({ app, body, user }) {
    const removed = await app.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', body.endpoint)
      .where('user_phone', '=', user.phone_number)
      .executeTakeFirst();
    // Someone else's device is as unknown to the caller as one that never subscribed.
    if (removed.numDeletedRows === 0n) throw new HttpError(404, pushMessages.notSubscribed);
    return { message: pushMessages.unsubscribed };
  },
};

/**
 * Web Push (DESIGN.md §8): the app asks for the server's VAPID public key, subscribes the
 * browser with it, and hands the server what `PushSubscription.toJSON()` gives. A push is a
 * wake-up only; the inbox stays the channel of record.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { pushEndpointUrl } from './push-endpoint';

export const pushMessages = {
  endpointInvalid: 'The push endpoint must be an https:// address.',
  notPushService: 'That push endpoint is not a browser push service.',
  keysInvalid: "This device's push keys are not valid.",
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  notSubscribed: 'This device is not subscribed to notifications.',
  publicKeyFailed: 'Could not prepare notifications. Please try again.',
  subscribeFailed: 'Could not turn on notifications. Please try again.',
  unsubscribeFailed: 'Could not turn off notifications. Please try again.',
} as const;

/** Push services hand out URLs of a few hundred characters; this leaves room and no more. */
export const PUSH_ENDPOINT_MAX = 2048;

// The push protocol (RFC 8030) is HTTPS only, and http:// would send VAPID tokens in clear.
// The server connects to what is stored here, so it must name a host as browsers' push services
// do (push-endpoint.ts); which services are allowed is the server's to say (PUSH_ALLOWED_HOSTS).
// `abort`: an address that is not https at all is told so once, not twice.
const pushEndpoint = z
  .url({ protocol: /^https$/, error: pushMessages.endpointInvalid, abort: true })
  .max(PUSH_ENDPOINT_MAX, { error: pushMessages.endpointInvalid, abort: true })
  .refine((text) => pushEndpointUrl(text) !== undefined, pushMessages.notPushService)
  .meta({ pattern: '^https://', description: pushMessages.endpointInvalid });

/**
 * Base64url as browsers give it (unpadded; padding tolerated): `p256dh` is an uncompressed
 * P-256 point, 65 bytes starting 0x04 (hence the leading 'B'); `auth` is a 16-byte secret.
 * Whether the point lies on the curve is checked by the server, which has the crypto for it.
 */
const p256dh = z
  .string({ error: pushMessages.keysInvalid })
  .regex(/^B[A-Za-z0-9_-]{86}=?$/, pushMessages.keysInvalid);
const auth = z
  .string({ error: pushMessages.keysInvalid })
  .regex(/^[A-Za-z0-9_-]{22}(==)?$/, pushMessages.keysInvalid);

/**
 * `PushSubscription.toJSON()`. Plain (not strict) objects: a browser adding a field some day
 * must not stop its users subscribing; unknown keys are dropped.
 */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh, auth }, { error: pushMessages.keysInvalid }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;

const message = z.object({ message: z.string() });

export const getPushPublicKey = defineEndpoint({
  method: 'GET',
  path: 'push/public-key',
  access: 'public',
  response: z.object({ public_key: z.string() }),
  failure: pushMessages.publicKeyFailed,
});

/** Upserts by endpoint: a device signed in under another user moves to the caller. */
export const subscribePush = defineEndpoint({
  method: 'POST',
  path: 'push/subscriptions',
  access: 'member',
  body: pushSubscriptionInput,
  response: message,
  failure: pushMessages.subscribeFailed,
});

export const unsubscribePush = defineEndpoint({
  method: 'DELETE',
  path: 'push/subscriptions',
  access: 'member',
  body: z.object({ endpoint: pushEndpoint }),
  response: message,
  failure: pushMessages.unsubscribeFailed,
});

/**
 * The one place that speaks to push services: `web-push` signs each request with our VAPID key
 * (RFC 8292) and encrypts the payload for the device (RFC 8291, aes128gcm). The drainer sees
 * only `PushSender`, so tests can put any push service, or any failure, behind it.
 */
import { Agent } from 'node:https';
import { onFirstUse } from '../../platform/on-first-use';
import type { PushQueueTable } from './tables';

/** web-push, loaded with the first push sent (issue 38: a small server's memory). */
const loadWebPush = onFirstUse(async () => (await import('web-push')).default);

/** A device, as its browser gave it to us. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** The JSON the service worker reads (platform/db/schema.ts PushPayload). */
  payload: string;
  /** How long the push service may hold it for an offline device, in seconds. */
  ttlSeconds: number;
  urgency: PushQueueTable['urgency'];
  /** RFC 8030 topic: a newer push with the same topic replaces one still undelivered. */
  topic: string;
}

/** The push service's answer; a network failure rejects instead. */
export interface PushResponse {
  status: number;
  /** The `Retry-After` header of a 429 or 503, as sent. */
  retryAfter?: string | undefined;
}

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushResponse>;
  /** Lets go of pooled connections when the server stops. */
  close(): void;
}

export interface WebPushSenderOptions {
  /** Connections to push services; tests pass one that trusts their own certificate. */
  agent?: Agent;
  /** Socket inactivity limit, in milliseconds. */
  timeoutMs?: number;
}

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function createWebPushSender(
  vapid: { publicKey: string; privateKey: string; subject: string },
  options: WebPushSenderOptions = {},
): PushSender {
  // Keep-alive: a notice to the whole estate is hundreds of requests to the same few services.
  const agent = options.agent ?? new Agent({ keepAlive: true, maxSockets: 64 });
  const vapidDetails = {
    subject: vapid.subject,
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
  };
  return {
    async send(target, message) {
      const webpush = await loadWebPush();
      try {
        const result = await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          message.payload,
          {
            TTL: message.ttlSeconds,
            urgency: message.urgency,
            topic: message.topic,
            vapidDetails,
            agent,
            timeout: options.timeoutMs ?? 15_000,
          },
        );
        return { status: result.statusCode };
      } catch (error) {
        // web-push rejects every non-2xx answer; only those carry a status to act on.
        if (error instanceof webpush.WebPushError) {
          const headers = error.headers as Record<string, string | string[] | undefined>;
          return { status: error.statusCode, retryAfter: headerOf(headers, 'retry-after') };
        }
        throw error;
      }
    },
    close() {
      if (!options.agent) agent.destroy();
    },
  };
}

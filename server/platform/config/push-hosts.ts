/**
 * The push services the server sends to (PUSH_ALLOWED_HOSTS). A subscription names the URL the
 * server will POST to, and a member chooses it: without this list, one urgent broadcast would
 * have the server connect to any address a member wrote (blind SSRF). The route refuses other
 * endpoints; the drainer checks each again before sending, rows stored earlier included.
 *
 * An entry is a host name, `*.` before it for any host under it (not the name itself), and
 * `:port` after it for a port other than 443 (a local test service: `localhost:8443`). Names
 * only: an IP address would let the list itself point at an internal service.
 */
import { z } from 'zod';
import { isHostName, pushEndpointUrl } from '../../../contract/notices/push-endpoint';

export interface PushHost {
  /** Lower case, without the `*.` of a wildcard entry. */
  name: string;
  /** Any host under `name`, not `name` itself. */
  subdomains: boolean;
  port: number;
}

/**
 * The browsers' push services: Chromium's FCM endpoint (push_messaging_constants.cc; the old
 * android.googleapis.com GCM endpoint served only subscriptions without a VAPID key, and GCM is
 * gone), Mozilla's autopush (updates.push.services.mozilla.com), Apple's (WebKit: "any
 * subdomain of push.apple.com"), and WNS for Edge on Windows (wns2-….notify.windows.com).
 */
export const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,*.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

const USAGE =
  'use host names separated by commas, like fcm.googleapis.com,*.push.apple.com,localhost:8443 (no IP addresses)';
const ENTRY = /^(\*\.)?([^:*]+)(?::(\d{1,5}))?$/;

/** One entry of the list; undefined when it is not of the form above. */
export function parsePushHost(entry: string): PushHost | undefined {
  const [, wildcard, name = '', port = '443'] = ENTRY.exec(entry.trim().toLowerCase()) ?? [];
  const number = Number(port);
  if (!isHostName(name) || number < 1 || number > 65_535) return undefined;
  return { name, subdomains: wildcard !== undefined, port: number };
}

/** PUSH_ALLOWED_HOSTS: entries separated by commas; it replaces the default list. */
export const pushAllowedHosts = z.string().transform((value, context): PushHost[] => {
  const entries = value.split(',').filter((entry) => entry.trim() !== '');
  const hosts = entries.map(parsePushHost);
  const wrong = entries.filter((_, i) => hosts[i] === undefined);
  if (entries.length === 0 || wrong.length > 0) {
    const message = wrong.length > 0 ? `not a host name: ${wrong.join(', ')}; ${USAGE}` : USAGE;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return hosts.filter((host) => host !== undefined);
});

export const defaultPushHosts: PushHost[] = pushAllowedHosts.parse(DEFAULT_PUSH_HOSTS);

const allows = (host: PushHost, url: URL) =>
  Number(url.port || 443) === host.port &&
  (host.subdomains ? url.hostname.endsWith(`.${host.name}`) : url.hostname === host.name);

/**
 * The endpoint to send to, as a URL, when it is one of the push services; else undefined. Send
 * to its `href` (see pushEndpointUrl), never to the text as stored.
 */
export function permittedPushEndpoint(
  endpoint: string,
  hosts: readonly PushHost[],
): URL | undefined {
  const url = pushEndpointUrl(endpoint);
  return url && hosts.some((host) => allows(host, url)) ? url : undefined;
}

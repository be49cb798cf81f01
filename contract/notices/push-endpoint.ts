/**
 * What every push endpoint looks like, whichever push service it names: the app and the server
 * read a subscription with these rules, and the server's allow-list of push services
 * (server/platform/config/push-hosts.ts) applies on top. The server POSTs to whatever it stores, so anything a
 * browser would never hand out — an IP address, user info, no host at all — is refused here,
 * before any allow-list is asked.
 */

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The WHATWG URL parser reads a host whose last label is a number (even 0x hex) as IPv4. */
const NUMERIC_LABEL = /^(?:\d+|0x[0-9a-f]*)$/;

/**
 * A DNS name in lower case (letters, digits, hyphens; no trailing dot) that no URL parser takes
 * for an IP address: `2130706433`, `0x7f.1` and `127.0.0.1` all end in a number.
 */
export function isHostName(host: string): boolean {
  const labels = host.split('.');
  return (
    host.length <= 253 &&
    labels.every((label) => LABEL.test(label)) &&
    !NUMERIC_LABEL.test(labels.at(-1) ?? '')
  );
}

/**
 * The endpoint parsed, when it is `https://` with a host name and no user info; else undefined.
 * Its `href` is what to send to: web-push parses endpoints with Node's legacy `url.parse`, which
 * keeps `0x7f.1` as written (the resolver then reads it as 127.0.0.1) where WHATWG normalizes.
 */
export function pushEndpointUrl(text: string): URL | undefined {
  // The authority as written: WHATWG reads `https:///etc/passwd` as the host `etc`, while
  // `url.parse` finds no host, and Node's https then connects to localhost.
  const authority = /^https:\/\/([^/\\?#]*)/.exec(text)?.[1];
  if (!authority || authority.includes('@')) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined;
  return isHostName(url.hostname) ? url : undefined;
}

/**
 * The address a per-IP limit counts. An IPv6 host usually holds a whole /64 and can pick any
 * address in it, so IPv6 clients are counted by their /64; IPv4 by the address itself.
 */
import { isIPv6 } from 'node:net';

export function limitKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expand(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, without leading zeros. */
function expand(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const gap = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...gap, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

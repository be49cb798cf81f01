/**
 * Revalidation of API reads (issue 15): every JSON answer to a GET carries a strong ETag, a hash
 * of its uncompressed body, and a request whose If-None-Match names it gets 304 with no body.
 * So a cached collection refreshed on one bar of signal costs a few headers when nothing changed.
 *
 * Unless the route chose its own, the answer says `private, no-cache`: only this browser may keep
 * it (much of it is one member's data), and it must ask before each use, which it does with
 * If-None-Match by itself (fetch's default cache mode; the service worker leaves `/api/` to the
 * network). Applied to every JSON GET: the hash is cheap next to the query behind the answer.
 *
 * Registered in the `/api` scope before compression: instance hooks run before the route's own
 * (where @fastify/compress sits), so the tag names the JSON whatever encoding carries it.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shared } from './shared';

export const API_CACHE_CONTROL = 'private, no-cache';

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: `*`, or a list of tags compared weakly (a `W/` prefix does not matter). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function isJsonRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  const type = reply.getHeader('content-type');
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    typeof type === 'string' &&
    type.startsWith('application/json')
  );
}

export const revalidationPlugin = shared('gatehouse-revalidation', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isJsonRead(request, reply, payload)) return payload;
    const etag = etagOf(payload as string | Buffer);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type');
    return null;
  });
});

/**
 * How a request is named and shown in the logs. Its id comes from a proxy's `X-Request-Id` when
 * that looks like an id (so one request can be followed across the load balancer and every
 * instance), else a fresh UUID; anything else a client sends could forge or flood log lines.
 * URLs that are secrets themselves (a signed document link) or private (a resident's question
 * to the assistant) are logged without them.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFor(request: IncomingMessage): string {
  const offered = request.headers[REQUEST_ID_HEADER];
  return typeof offered === 'string' && SANE_ID.test(offered) ? offered : randomUUID();
}

/** The signed short link's token (contract/documents/documents.ts) and the question of `qaAgent/search/`. */
const SECRET_PATH = /^\/api\/documents\/link\//;
const PRIVATE_QUERY_PATH = /^\/api\/qaAgent\/search\/?$/;

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  // Judged as the router reads it: `lin%6B` still reaches the link.
  const routed = decodedPath(path);
  if (SECRET_PATH.test(routed)) return '/api/documents/link/[redacted]';
  if (mark !== -1 && PRIVATE_QUERY_PATH.test(routed)) return `${path}?[redacted]`;
  return url;
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

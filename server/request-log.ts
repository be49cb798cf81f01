/**
 * How a request is named in the logs. Its id comes from a proxy's `X-Request-Id` when that looks
 * like an id (so one request can be followed across the load balancer and every instance), else
 * a fresh UUID; anything else a client sends could forge or flood log lines.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFor(request: IncomingMessage): string {
  const offered = request.headers[REQUEST_ID_HEADER];
  return typeof offered === 'string' && SANE_ID.test(offered) ? offered : randomUUID();
}

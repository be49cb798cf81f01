import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'GET',
  path: 'health',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
  failure: 'The server is not ready',
});

/** The process answers (a liveness probe): never touches the database. */
export const livez = defineEndpoint({
  method: 'GET',
  path: 'livez',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
  failure: 'The server is not answering',
});

/**
 * The database answers and the server is not shutting down (a readiness probe): 503 from the
 * moment shutdown begins, so a load balancer drains this instance before it stops.
 */
export const readyz = defineEndpoint({
  method: 'GET',
  path: 'readyz',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
  failure: 'The server is not ready',
});

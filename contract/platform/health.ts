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

/**
 * The API described as OpenAPI 3.1 (contract/openapi.ts), for integrators: a gate-hardware
 * vendor, an accountant's tool, the estate's own scripts. Public, like the contract it is made from.
 */
export const apiDocument = defineEndpoint({
  method: 'GET',
  path: 'openapi.json',
  access: 'public',
  response: z.looseObject({ openapi: z.literal('3.1.0') }),
  failure: 'Failed to load the API document',
});

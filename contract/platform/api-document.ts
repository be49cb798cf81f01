import { z } from 'zod';
import { defineEndpoint } from './endpoint';

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

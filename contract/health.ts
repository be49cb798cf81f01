import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'GET',
  path: 'health',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
  failure: 'The server is not ready',
});

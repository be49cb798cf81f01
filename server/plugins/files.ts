/**
 * Uploads and stored files: `app.files` (the FileStore every route uses) and multipart parsing.
 * Limits are set per request by routes/multipart.ts from the endpoint's upload rule; the ones
 * here are the strict fallback for any other multipart request.
 */
import multipart from '@fastify/multipart';
import { TEXT_FIELD_LIMITS } from '../routes/multipart';
import type { FileStore } from '../services/file-store';
import { BODY_LIMIT_BYTES } from './errors';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export const filesPlugin = shared<{ store: FileStore }>('gatehouse-files', async (app, options) => {
  app.decorate('files', options.store);
  await app.register(multipart, {
    limits: { ...TEXT_FIELD_LIMITS, fileSize: BODY_LIMIT_BYTES, files: 1 },
    throwFileSizeLimit: false,
  });
});

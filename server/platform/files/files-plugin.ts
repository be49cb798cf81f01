/**
 * Uploads and stored files: `app.files` (the public FileStore), `app.privateFiles` and multipart parsing.
 * Limits are set per request by platform/http/multipart.ts from the endpoint's upload rule; the ones
 * here are the strict fallback for any other multipart request.
 */
import multipart from '@fastify/multipart';
import { TEXT_FIELD_LIMITS } from '../http/multipart';
import type { FileStore, FileStores } from './file-store';
import { BODY_LIMIT_BYTES } from '../http/errors';
import { shared } from '../http/shared';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
    /** Apartment documents: never served by name, only through domains/documents/handlers.ts. */
    privateFiles: FileStore;
  }
}

export const filesPlugin = shared<FileStores>('gatehouse-files', async (app, stores) => {
  app.decorate('files', stores.files);
  app.decorate('privateFiles', stores.privateFiles);
  await app.register(multipart, {
    limits: { ...TEXT_FIELD_LIMITS, fileSize: BODY_LIMIT_BYTES, files: 1 },
    throwFileSizeLimit: false,
  });
});

/**
 * Uploaded files by their generated name (contract/uploads.ts `getFile`). Names are random and
 * never reused, so a file never changes under its URL: caches may keep it for a year.
 */
import { messages } from '../../contract/messages';
import { HttpError } from '../http-error';
import type { HandlersFor } from './handler';

export const fileHandlers: HandlersFor<'getFile'> = {
  async getFile({ app, params }) {
    const stored = await app.files.get(params.name);
    if (!stored) throw new HttpError(404, messages.fileNotFound);
    return {
      body: stored.body,
      size: stored.size,
      contentType: stored.contentType,
      fileName: params.name,
      disposition: 'inline',
      cacheControl: 'public, max-age=31536000, immutable',
    };
  },
};

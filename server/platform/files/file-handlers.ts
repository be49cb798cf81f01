/**
 * Uploaded files by their generated name (contract/platform/uploads.ts `getFile`). Names are random and
 * never reused, so a file never changes under its URL: caches may keep it for a year. A JPEG
 * thumbnail is answered with its WebP twin when the browser takes WebP (thumbnail-twins.ts).
 */
import { messages } from '../../../contract/messages';
import { HttpError } from '../http/http-error';
import { acceptsWebp, webpTwinOf } from './thumbnail-twins';
import type { HandlersFor } from '../http/handler';

export const fileHandlers: HandlersFor<'getFile'> = {
  async getFile({ app, params, request }) {
    const twin = webpTwinOf(params.name);
    const hasTwin = twin !== undefined && (await app.files.has(twin));
    const name = twin && hasTwin && acceptsWebp(request.headers.accept) ? twin : params.name;
    const stored = await app.files.get(name);
    if (!stored) throw new HttpError(404, messages.fileNotFound);
    return {
      body: stored.body,
      size: stored.size,
      contentType: stored.contentType,
      fileName: name,
      disposition: 'inline',
      cacheControl: 'public, max-age=31536000, immutable',
      // Only a URL whose answer depends on Accept says so: a cache (the service worker's too)
      // then matches an original or an older thumbnail whatever Accept the request carries.
      vary: hasTwin ? 'Accept' : undefined,
    };
  },
};

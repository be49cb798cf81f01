/**
 * Uploaded files by their generated name (contract/uploads.ts `getFile`). Names are random and
 * never reused, so a file never changes under its URL: caches may keep it for a year. A JPEG
 * thumbnail is answered with its WebP twin when the browser takes WebP (thumbnail-twins.ts).
 */
import { messages } from '../../contract/messages';
import { HttpError } from '../http-error';
import { acceptsWebp, webpTwinOf } from '../services/thumbnail-twins';
import type { HandlersFor } from './handler';

export const fileHandlers: HandlersFor<'getFile'> = {
  async getFile({ app, params, request }) {
    const twin = webpTwinOf(params.name);
    const wanted =
      twin && acceptsWebp(request.headers.accept) ? [twin, params.name] : [params.name];
    for (const name of wanted) {
      const stored = await app.files.get(name);
      if (!stored) continue;
      return {
        body: stored.body,
        size: stored.size,
        contentType: stored.contentType,
        fileName: name,
        disposition: 'inline',
        cacheControl: 'public, max-age=31536000, immutable',
        // Any JPEG may have a twin, so what a cache keeps for this URL depends on Accept.
        vary: twin ? 'Accept' : undefined,
      };
    }
    throw new HttpError(404, messages.fileNotFound);
  },
};

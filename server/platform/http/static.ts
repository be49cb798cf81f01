/**
 * Serves the built app (STATIC_DIR) at `/` with cache rules that keep updates instant, and
 * answers everything unmatched: deep links of the single-page app get their page (below), an API
 * path the contract knows called with another method a 405 with `Allow`, anything else (always
 * `/api/...`) a JSON 404. Text files go out as the build's brotli or gzip copies
 * (scripts/precompress.ts) when the browser accepts them: nothing is compressed per request.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SetHeadersResponse } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../contract/messages';
import { APP_SHELL_FILE, prerenderedFileFor } from '../../../contract/platform/page-files';
import { methodsAt } from './known-paths';
import { limitKeyOf } from './client-address';
import { countCall, probeLimit } from './rate-limits';
import { shared } from './shared';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HOUR = 'public, max-age=3600';
/** Files whose name stays the same across releases: the browser must ask every time. */
const ENTRY_FILES = new Set(['sw.js', 'index.html', 'manifest.webmanifest', 'registerSW.js']);

/** The extensions of the build's compressed copies (`app.js.br` is `app.js` for a browser). */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** `file` may be a compressed copy: its rule is the one of the file it is a copy of. */
export function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/').replace(COMPRESSED_COPY, '');
  const name = basename(path);
  if (path.startsWith('assets/')) return IMMUTABLE; // Vite puts a content hash in these names.
  if (ENTRY_FILES.has(name) || /^workbox-.*\.js$/.test(name) || name.endsWith('.html')) {
    return REVALIDATE;
  }
  return HOUR;
}

/**
 * A file with compressed copies is sent in the encoding the request accepts, so a cache must
 * keep one copy per Accept-Encoding. The copy sent, or the file when it is sent as is, tells.
 */
function hasCompressedCopies(file: string): boolean {
  return COMPRESSED_COPY.test(file) || existsSync(`${file}.br`) || existsSync(`${file}.gz`);
}

function setFileHeaders(root: string, res: SetHeadersResponse, file: string): void {
  res.setHeader('cache-control', cacheControlFor(root, file));
  if (hasCompressedCopies(file)) res.setHeader('vary', 'Accept-Encoding');
}

/** Answers a route the app draws itself with an HTML page of the build, compressed like any file. */
function sendPage(reply: FastifyReply, root: string, file: string): FastifyReply {
  return reply.sendFile(file, root);
}

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

export const staticPlugin = shared<{ root: string }>('gatehouse-static', async (app, { root }) => {
  const hasApp = existsSync(join(root, 'index.html'));
  // A public page's own prerendered HTML; any other page the app shell (layout and skeleton).
  // Builds from before prerendering have neither: index.html is the shell then.
  const pages = new Set(hasApp ? readdirSync(root).filter((name) => name.endsWith('.html')) : []);
  const pageFileFor = (url: string): string => {
    const { pathname, search } = new URL(url, 'http://page.local');
    const prerendered = prerenderedFileFor(pathname, search);
    if (prerendered && pages.has(prerendered)) return prerendered;
    return pages.has(APP_SHELL_FILE) ? APP_SHELL_FILE : 'index.html';
  };
  if (!hasApp) app.log.info(`No app build in ${root}; serving the API only.`);
  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, file) => setFileHeaders(root, res, file),
    });
  }

  const sendNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ detail: messages.notFound });

  app.setNotFoundHandler(
    // Unknown API paths are what scanners probe; slow them down (as fastify/demo does). The
    // app's own pages never count nor wait: one noisy neighbour must not block /tenders. Nor
    // does a known path called with the wrong method: a client's bug, told so with a 405.
    {
      preHandler: async (request: FastifyRequest) => {
        if (!isApiPath(request.url) || methodsAt(request.url).length > 0) return;
        await countCall(app.db, probeLimit, limitKeyOf(request.ip), app.now());
      },
    },
    (request, reply) => {
      const allowed = isApiPath(request.url) ? methodsAt(request.url) : [];
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send({ detail: messages.methodNotAllowed(request.method, allowed) });
      }
      const wantsPage =
        request.method === 'GET' &&
        !isApiPath(request.url) &&
        (request.headers.accept ?? '').includes('text/html');
      if (!hasApp || !wantsPage) return sendNotFound(request, reply);
      return sendPage(reply, root, pageFileFor(request.url));
    },
  );
});

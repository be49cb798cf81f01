/**
 * `/api/docs`: the API document (`/api/openapi.json`) as a page for people, drawn by Swagger UI
 * (swagger-ui-dist: plain files, no dependencies of its own). The page and its three files are
 * ours to serve, so they carry the same security headers as everything else: Swagger UI needs no
 * inline script, no eval and nothing from another origin (its validator badge is turned off
 * below). The viewer's files are read, and gzipped, on the first visit only: a
 * server whose integrator never looks pays nothing for them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { onFirstUse } from '../on-first-use';
import { shared } from './shared';

const PAGE = '/api/docs';
const HOUR = 'public, max-age=3600';

const CSS = 'text/css; charset=utf-8';
const SCRIPT = 'text/javascript; charset=utf-8';

interface Asset {
  type: string;
  /** The bytes, read on first use. */
  read: () => Buffer;
}

const viewerFile = (name: string) => () =>
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')), name),
  );

/**
 * Starts the viewer on our document. A file rather than an inline script, which our CSP refuses;
 * no validator badge, which would send the document to swagger.io. Deep links (`#/tenders/
 * updateTender`) open one call; the filter box finds a group of calls by name (the viewer draws
 * the list as it is scrolled, so a browser's own search sees only what is drawn).
 */
const START_SCRIPT = `SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#docs',
  deepLinking: true,
  filter: true,
  validatorUrl: null,
});
`;

const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': { type: CSS, read: viewerFile('swagger-ui.css') },
  'swagger-ui-bundle.js': { type: SCRIPT, read: viewerFile('swagger-ui-bundle.js') },
  'start.js': { type: SCRIPT, read: () => Buffer.from(START_SCRIPT) },
};

/** The routes this page adds under /api: not calls, so not in the API document. */
export const API_DOCS_ROUTES = [PAGE, ...Object.keys(ASSETS).map((name) => `${PAGE}/${name}`)];

const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gatehouse API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAGE}/swagger-ui.css">
</head>
<body>
<noscript>The API document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<div id="docs"></div>
<script src="${PAGE}/swagger-ui-bundle.js"></script>
<script src="${PAGE}/start.js"></script>
</body>
</html>
`;

interface Loaded {
  plain: Buffer;
  gzipped: Buffer;
}

const loaders = new Map(
  Object.entries(ASSETS).map(([name, asset]) => [
    name,
    onFirstUse(async (): Promise<Loaded> => {
      const plain = asset.read();
      return { plain, gzipped: gzipSync(plain) };
    }),
  ]),
);

function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

async function sendAsset(name: string, request: FastifyRequest, reply: FastifyReply) {
  const asset = ASSETS[name];
  const load = loaders.get(name);
  if (!asset || !load) throw new Error(`No viewer file ${name}`);
  const { plain, gzipped } = await load();
  reply.header('content-type', asset.type).header('cache-control', HOUR);
  reply.header('vary', 'Accept-Encoding');
  if (!acceptsGzip(request)) return reply.send(plain);
  return reply.header('content-encoding', 'gzip').send(gzipped);
}

export const apiDocsPagePlugin = shared('gatehouse-api-docs-page', async (app) => {
  app.get(PAGE, (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PAGE_HTML),
  );
  for (const name of Object.keys(ASSETS)) {
    app.get(`${PAGE}/${name}`, (request, reply) => sendAsset(name, request, reply));
  }
});

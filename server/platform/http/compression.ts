/**
 * API JSON compressed per request (issue 15): a cached collection refreshed on slow 4G is mostly
 * repeated keys, which brotli shrinks to a fraction. Registered in the `/api` scope only: the
 * built app's files come precompressed (platform/http/static.ts) and are never compressed twice.
 * JSON only, by Content-Type: uploads (images, PDFs) are compressed already, and a download's
 * bytes stay what the handler sent.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { shared } from './shared';

/** `application/json` and the `+json` types, with or without parameters. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

export const jsonCompression = shared('gatehouse-json-compression', async (app) => {
  await app.register(fastifyCompress, {
    // Smaller than about a packet, compression saves next to nothing and costs CPU.
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: JSON_TYPE,
    // Per request, so fast: quality 4 gets most of brotli's gain at a small cost.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Compressed request bodies are not part of our API: no new way to send a zip bomb.
    globalDecompression: false,
  });
});

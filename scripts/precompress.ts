/**
 * Brotli and gzip copies of a build's text files (`app.js` → `app.js.br`, `app.js.gz`), made
 * once at build time at the highest levels: the server sends them as they are (preCompressed in
 * server/platform/http/static.ts), so a phone's first visit on slow 4G gets the smallest bytes and the
 * server spends no CPU per request.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text compresses well; wasm (pdf.js's decoders, precached on the first visit) does too. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.csv',
  '.wasm',
]);
/** Below this a file fits a packet or two either way; a copy would only be more to keep in step. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Each copy is named after its encoding: `file.br`, `file.gz` (what @fastify/static looks for). */
const encodings: { name: 'br' | 'gz'; encode: (bytes: Buffer) => Promise<Buffer> }[] = [
  {
    name: 'br',
    encode: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { name: 'gz', encode: (bytes: Buffer) => gzipAsync(bytes, { level: 9 }) },
];

export interface PrecompressSummary {
  /** Files that got at least one compressed copy. */
  files: number;
  originalBytes: number;
  brotliBytes: number;
}

export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const names = (await readdir(dir, { recursive: true })).filter((name) =>
    COMPRESSIBLE.has(extname(name)),
  );
  const summary: PrecompressSummary = { files: 0, originalBytes: 0, brotliBytes: 0 };
  // Brotli 11 is slow (a second or more for pdf.js's worker): one file per core at a time.
  await inParallel(names, availableParallelism(), async (name) => {
    const file = join(dir, name);
    if (!(await stat(file)).isFile()) return;
    const sizes = await compressFile(file);
    if (sizes.br === undefined && sizes.gz === undefined) return;
    summary.files += 1;
    summary.originalBytes += sizes.original;
    summary.brotliBytes += sizes.br ?? sizes.original;
  });
  return summary;
}

interface Sizes {
  original: number;
  br?: number;
  gz?: number;
}

/** Writes each copy that is smaller than the file; removes a stale one that no longer pays. */
async function compressFile(file: string): Promise<Sizes> {
  const bytes = await readFile(file);
  const sizes: Sizes = { original: bytes.length };
  for (const { name, encode } of encodings) {
    const copy = `${file}.${name}`;
    const compressed = bytes.length >= MIN_BYTES ? await encode(bytes) : null;
    if (compressed && compressed.length < bytes.length) {
      await writeFile(copy, compressed);
      sizes[name] = compressed.length;
    } else {
      await rm(copy, { force: true });
    }
  }
  return sizes;
}

async function inParallel<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}

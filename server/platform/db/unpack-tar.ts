/**
 * Unpacks a gzipped tarball as PGlite's `dumpDataDir('gzip')` writes it (ustar: folders and
 * plain files, names from the data folder's root) into `dir`, streaming: a few blocks in memory
 * at a time. PGlite's own `loadDataDir` holds the whole dump, unpacked, inside the server while
 * it starts (opening the fresh folder took ~80 MB more that way, docs/memory.md).
 */
import { createReadStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

const text = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
const octal = (header: Buffer, start: number, length: number) =>
  parseInt(text(header, start, length).trim() || '0', 8);

/** The entry's path inside `dir`; refuses one that would land outside it. */
function inside(dir: string, header: Buffer): string {
  const prefix = text(header, 345, 155);
  const name = normalize(`${prefix ? `${prefix}/` : ''}${text(header, 0, 100)}`).replace(
    /^[/\\]+/,
    '',
  );
  if (name === '..' || name.startsWith(`..${sep}`)) throw new Error(`Unsafe entry ${name}`);
  return join(dir, name);
}

export async function unpackTarGz(file: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const input = createReadStream(file);
  const unzipped = createGunzip();
  // pipe() alone would leave a file that cannot be read hanging instead of failing.
  input.once('error', (error) => unzipped.destroy(error));
  try {
    await writeEntries(input.pipe(unzipped), dir);
  } finally {
    input.destroy();
  }
}

async function writeEntries(source: AsyncIterable<Buffer>, dir: string): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  /** The file being written and the bytes of it (then of its padding) still to come. */
  let current: { handle: FileHandle; left: number; padding: number } | undefined;
  let ended = false;
  try {
    for await (const chunk of source) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (!ended) {
        if (current) {
          const take = Math.min(current.left, pending.length);
          if (take > 0) await current.handle.write(pending.subarray(0, take));
          current.left -= take;
          pending = pending.subarray(take);
          if (current.left > 0 || pending.length < current.padding) break;
          pending = pending.subarray(current.padding);
          await current.handle.close();
          current = undefined;
        }
        if (pending.length < BLOCK) break;
        const header = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (header.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        current = await startEntry(header, dir);
      }
    }
  } finally {
    await current?.handle.close();
  }
  if (current || !ended) throw new Error('The archive ends early');
}

/** Makes a folder entry's folder, or opens a file entry's file for its bytes to come. */
async function startEntry(
  header: Buffer,
  dir: string,
): Promise<{ handle: FileHandle; left: number; padding: number } | undefined> {
  if (text(header, 257, 5) !== 'ustar') throw new Error('Not a ustar archive');
  const path = inside(dir, header);
  const type = text(header, 156, 1) || '0';
  const mode = octal(header, 100, 8) & 0o777;
  const size = octal(header, 124, 12);
  if (type === '5') {
    await mkdir(path, { recursive: true, mode });
    return undefined;
  }
  if (type !== '0') throw new Error(`Unexpected entry type ${type} for ${path}`);
  // Folders come before their files in PGlite's dumps; a tarball from elsewhere may not.
  await mkdir(dirname(path), { recursive: true });
  const handle = await open(path, 'w', mode);
  return { handle, left: size, padding: (BLOCK - (size % BLOCK)) % BLOCK };
}

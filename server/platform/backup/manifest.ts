/**
 * A backup set's manifest: what made it and, for every file of the set, its size and SHA-256.
 * It is written last, so a set without one was cut short; restore checks the whole set against
 * it before it changes anything (verify.ts).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';

export const MANIFEST = 'manifest.json';
/** Bumped when the layout of a set changes, so an older restore refuses a newer set. */
export const SET_FORMAT = 1;

const entry = z.object({
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(SET_FORMAT),
  created_at: z.string(),
  app_version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The newest migration the database had: a restore refuses a set newer than its code. */
  migration: z.string().nullable(),
  files: z.array(entry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entry>;

/** Size and SHA-256 of one file, read as a stream (a set may hold large files). */
export async function digestOf(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/** Every file under `root` but the manifest, as set paths ('/'-separated), sorted. */
export async function setFiles(root: string): Promise<string[]> {
  const found = await readdir(root, { recursive: true, withFileTypes: true });
  return found
    .filter((item) => item.isFile() || item.isSymbolicLink())
    .map((item) => relative(root, join(item.parentPath, item.name)).split(sep).join('/'))
    .filter((path) => path !== MANIFEST)
    .sort();
}

/** Describes every file now in `root` and writes the manifest: the set's last write. */
export async function writeManifest(
  root: string,
  about: Omit<Manifest, 'files' | 'format'>,
): Promise<Manifest> {
  const files: ManifestEntry[] = [];
  for (const path of await setFiles(root)) {
    files.push({ path, ...(await digestOf(join(root, path))) });
  }
  const manifest: Manifest = { format: SET_FORMAT, ...about, files };
  await writeFile(join(root, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

/**
 * The files' part of a set: every file of both stores, streamed from the configured store
 * (local disk or S3) into `files/<store>/<name>`, and put back into whichever store the restoring
 * configuration names, so a set made on one machine's disk restores into S3 just as well.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isFileName, kindOfFileName } from '../files/file-store';
import type { FileStores } from '../files/file-store';

/** The stores' folder names in a set: `public` (by name) and `private` (documents). */
const storeNames = { public: 'files', private: 'privateFiles' } as const;
type SetStore = keyof typeof storeNames;

export const FILES_DIR = 'files';

/** Copies every stored file into the set; answers how many. */
export async function backUpFiles(stores: FileStores, setDir: string): Promise<number> {
  let copied = 0;
  for (const [folder, key] of Object.entries(storeNames) as [SetStore, keyof FileStores][]) {
    const target = join(setDir, FILES_DIR, folder);
    await mkdir(target, { recursive: true, mode: 0o700 });
    for await (const { name } of stores[key].list()) {
      // A write a crash cut short (`.part`) is no file of the estate's.
      if (!isFileName(name)) continue;
      const file = await stores[key].get(name);
      // Deleted since the listing: its row was gone before (files go after their row commits).
      if (!file) continue;
      await pipeline(file.body, createWriteStream(join(target, name), { mode: 0o600 }));
      copied += 1;
    }
  }
  return copied;
}

/** Puts every file of the set into the configured stores; answers how many. */
export async function restoreFiles(stores: FileStores, setDir: string): Promise<number> {
  let restored = 0;
  for (const [folder, key] of Object.entries(storeNames) as [SetStore, keyof FileStores][]) {
    const source = join(setDir, FILES_DIR, folder);
    const names = await readdir(source).catch(() => []);
    for (const name of names) {
      const kind = kindOfFileName(name);
      if (!isFileName(name) || !kind) continue;
      // Uploads are capped at 10 MB, so one file at a time in memory is small.
      await stores[key].put(name, await readFile(join(source, name)), kind);
      restored += 1;
    }
  }
  return restored;
}

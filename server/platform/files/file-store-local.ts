/**
 * The embedded default store: files on the local disk, in `DATA_DIR/files` (public) and
 * `DATA_DIR/private-files` (apartment documents). A write is durable before it counts: the bytes
 * go to a temporary file, are flushed (fsync), renamed over the final name, and the folder is
 * flushed too, so after a power cut a name a row points at never holds half a file or nothing.
 */
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileName, isPartialName, kindOfFileName, partialNameOf } from './file-store';
import type { FileStore, FileStores } from './file-store';
import { filesDir } from './file-store';

export function localFileStores(dataDir: string): FileStores {
  return {
    files: createLocalFileStore(filesDir(dataDir)),
    privateFiles: createLocalFileStore(join(dataDir, 'private-files')),
  };
}

const missing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** fsync of a folder: makes a rename (a change to the folder) itself survive a crash. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createLocalFileStore(dir: string): FileStore {
  // Created on first write, so an app that never stores a file never touches the disk.
  let ready: Promise<unknown> | null = null;
  const pathOf = (name: string): string => {
    if (!isFileName(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
    return join(dir, name);
  };

  return {
    async put(name, bytes) {
      const path = pathOf(name);
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      // Written aside and renamed, so a reader never sees half a file; a crash before the rename
      // leaves only the `.part`, which the sweeper removes.
      const partial = join(dir, partialNameOf(name));
      try {
        const handle = await open(partial, 'wx', 0o640);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await syncFolder(dir);
    },

    async get(name) {
      if (!isFileName(name)) return undefined;
      const contentType = kindOfFileName(name);
      if (!contentType) return undefined;
      let handle;
      try {
        handle = await open(join(dir, name), 'r');
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      // The open handle keeps the bytes readable even if the file is deleted meanwhile.
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async has(name) {
      if (!isFileName(name)) return false;
      try {
        await stat(join(dir, name));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },

    async delete(name) {
      if (!isFileName(name) && !isPartialName(name)) return;
      await rm(join(dir, name), { force: true });
    },

    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const name of names) {
        if (!isFileName(name) && !isPartialName(name)) continue;
        try {
          yield { name, lastModified: (await stat(join(dir, name))).mtime };
        } catch (error) {
          // Removed between the listing and the look: nothing to report.
          if (!missing(error)) throw error;
        }
      }
    },
  };
}

/**
 * Where uploaded files live (DESIGN.md §6 Files): behind an interface an S3-compatible store
 * could implement, with a local-disk one in `DATA_DIR/files` as the embedded default. Names are
 * generated here (128 random bits), never taken from the client, and anything that is not such a
 * name is refused, so no path can leave the folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileExtension } from '../../contract/uploads';
import type { FileKind } from '../../contract/uploads';

/** What a store holds: the uploaded kinds, plus the WebP twins of thumbnails (never uploaded). */
export type StoredKind = FileKind | 'image/webp';

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: StoredKind;
}

export interface FileStore {
  put(name: string, bytes: Uint8Array, contentType: StoredKind): Promise<void>;
  /** undefined when there is no such file (or the name is not one we generate). */
  get(name: string): Promise<StoredFile | undefined>;
  /** Whether such a file is stored, without opening it. */
  has(name: string): Promise<boolean>;
  /** Removing a file that is not there is not an error. */
  delete(name: string): Promise<void>;
}

/** The only names a store holds: what `newFileName` makes (and `getFile` accepts). */
const FILE_NAME = /^[A-Za-z0-9_-]{16,64}\.(jpg|png|pdf|webp)$/;

const kindOfExtension: Record<string, StoredKind> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  webp: 'image/webp',
};

export function isFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** A fresh random name with the extension of `kind`, e.g. `Xb3…Q.jpg`. */
export function newFileName(kind: FileKind): string {
  return `${randomBytes(16).toString('base64url')}.${fileExtension(kind)}`;
}

export function kindOfFileName(name: string): StoredKind | undefined {
  return kindOfExtension[name.slice(name.lastIndexOf('.') + 1)];
}

export function filesDir(dataDir: string): string {
  return join(dataDir, 'files');
}

/**
 * The two stores: `files` is public by name (`GET files/<name>`: pictures, menus, newsletters);
 * `privateFiles` holds apartment documents, reached only through a signed link, so a document
 * can never be fetched by guessing or sharing a `files/` URL.
 */
export type FileStores = {
  files: FileStore;
  privateFiles: FileStore;
};

export function localFileStores(dataDir: string): FileStores {
  return {
    files: createLocalFileStore(filesDir(dataDir)),
    privateFiles: createLocalFileStore(join(dataDir, 'private-files')),
  };
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
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o640 });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(name) {
      if (!isFileName(name)) return undefined;
      const contentType = kindOfFileName(name);
      if (!contentType) return undefined;
      let handle;
      try {
        handle = await open(join(dir, name), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async delete(name) {
      if (!isFileName(name)) return;
      await rm(join(dir, name), { force: true });
    },
  };
}

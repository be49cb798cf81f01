/**
 * Where uploaded files live (DESIGN.md §6 Files): behind one interface, with a local-disk store
 * in `DATA_DIR/files` as the embedded default (file-store-local.ts) and an S3-compatible one
 * (file-store-s3.ts); file-stores.ts picks by configuration. Names are generated here (128
 * random bits), never taken from the client, and anything that is not such a name is refused,
 * so no path can leave the folder or the bucket.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileExtension } from '../../../contract/platform/uploads';
import type { FileKind } from '../../../contract/platform/uploads';

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
  /**
   * Everything stored, for the sweeper (file-sweep.ts): stored names, and on disk the leftovers
   * of writes a crash cut short (which `delete` takes too). Anything else in the place is not ours
   * and never listed.
   */
  list(): AsyncIterable<ListedFile>;
}

export interface ListedFile {
  name: string;
  lastModified: Date;
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

/** A write in progress on disk: the name, a random tag, `.part` (file-store-local.ts). */
const PARTIAL_NAME = /^[A-Za-z0-9_-]{16,64}\.(jpg|png|pdf|webp)\.[0-9a-f]{12}\.part$/;

export function isPartialName(name: string): boolean {
  return PARTIAL_NAME.test(name);
}

export function partialNameOf(name: string): string {
  return `${name}.${randomBytes(6).toString('hex')}.part`;
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

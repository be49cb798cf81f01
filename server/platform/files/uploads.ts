/**
 * The one path from an uploaded file to stored files and URLs (menus, gallery, events,
 * newsletters; later lost & found and documents). Images are stored upright without their
 * metadata, with a small JPEG thumbnail (and its WebP twin, thumbnail-twins.ts) for lists on a
 * phone; URLs are relative to the API base (`files/<name>`).
 * Files follow their row: stored before the insert and removed if it fails, removed after a
 * delete has gone through; a file a crash leaves between the two is swept (file-sweep.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FileKind } from '../../../contract/platform/uploads';
import type { FileStore } from './file-store';
import { newFileName } from './file-store';
import { loadSharp } from './sharp';
import { webpTwinOf } from './thumbnail-twins';

export const THUMBNAIL_SIZE = 480;

/** A camera photo of up to ~100 megapixels decodes; bigger ones are refused (decompression bombs). */
export const MAX_IMAGE_PIXELS = 100_000_000;

const openImage = async (bytes: Uint8Array) =>
  (await loadSharp())(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });

/** True when `bytes` is an image of `kind` whose every pixel decodes (a JPEG header on garbage is not). */
export async function imageDecodes(bytes: Uint8Array, kind: FileKind): Promise<boolean> {
  await loadSharp(); // outside the try: a sharp that cannot load is a fault, not a bad image
  try {
    const image = await openImage(bytes);
    const { format } = await image.metadata();
    if (format !== (kind === 'image/png' ? 'png' : 'jpeg')) return false;
    // Decoding into a tiny result still reads all the data, which a header read would not.
    await image.resize(8, 8, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

export interface StoredUpload {
  /** Generated names: `url` is `files/<fileName>`. */
  fileName: string;
  /** '' for a PDF. */
  thumbnailName: string;
  url: string;
  thumbnailUrl: string;
  /** Of the image as shown (EXIF orientation applied); 0 for a PDF. */
  width: number;
  height: number;
  sizeBytes: number;
}

export interface UploadInput {
  bytes: Uint8Array;
  kind: FileKind;
}

export const fileUrl = (name: string): string => (name === '' ? '' : `files/${name}`);

/** Stores the file (and an image's thumbnail). On failure nothing stays behind. */
export async function storeUpload(store: FileStore, file: UploadInput): Promise<StoredUpload> {
  const fileName = newFileName(file.kind);
  if (file.kind === 'application/pdf') {
    await store.put(fileName, file.bytes, file.kind);
    return {
      fileName,
      thumbnailName: '',
      url: fileUrl(fileName),
      thumbnailUrl: '',
      width: 0,
      height: 0,
      sizeBytes: file.bytes.length,
    };
  }
  const original = await withoutMetadata(file.bytes, file.kind);
  const thumbnail = await makeThumbnail(file.bytes);
  const thumbnailName = newFileName('image/jpeg');
  const twinName = webpTwinOf(thumbnailName) ?? '';
  await store.put(fileName, original, file.kind);
  try {
    await store.put(thumbnailName, thumbnail.jpeg, 'image/jpeg');
    await store.put(twinName, thumbnail.webp, 'image/webp');
  } catch (error) {
    await removeFiles(store, [fileName, thumbnailName]);
    throw error;
  }
  return {
    fileName,
    thumbnailName,
    url: fileUrl(fileName),
    thumbnailUrl: fileUrl(thumbnailName),
    width: thumbnail.sourceWidth,
    height: thumbnail.sourceHeight,
    sizeBytes: original.length,
  };
}

/**
 * The image upright and re-encoded without metadata: `files/` is public, and a phone photo's
 * EXIF can carry the GPS position of someone's home. JPEG at quality 90 looks the same.
 */
async function withoutMetadata(bytes: Uint8Array, kind: FileKind): Promise<Buffer> {
  const image = (await openImage(bytes)).autoOrient();
  return kind === 'image/png'
    ? image.png().toBuffer()
    : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/**
 * Auto-rotated from EXIF, inside 480×480, as JPEG (quality 75) and as its WebP twin (quality 75
 * looks the same and is ~37% smaller); sharp writes no metadata unless asked, so the camera's EXIF
 * (location included) never reaches a thumbnail.
 */
async function makeThumbnail(bytes: Uint8Array) {
  const image = await openImage(bytes);
  const { autoOrient } = await image.metadata();
  const shrunk = image
    .autoOrient()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  const [jpeg, webp] = await Promise.all([
    shrunk.clone().jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
    shrunk.clone().webp({ quality: 75 }).toBuffer(),
  ]);
  return { jpeg, webp, sourceWidth: autoOrient.width, sourceHeight: autoOrient.height };
}

/** What `withStoredUpload` passes on when an optional file was left out: no names, no URLs. */
const noUpload: StoredUpload = {
  fileName: '',
  thumbnailName: '',
  url: '',
  thumbnailUrl: '',
  width: 0,
  height: 0,
  sizeBytes: 0,
};

/**
 * Stores the file, then runs `insert`; if the insert fails, the stored files are removed.
 * `null` (an optional file left out) runs `insert` with empty names.
 */
export async function withStoredUpload<T>(
  store: FileStore,
  file: UploadInput | null,
  insert: (stored: StoredUpload) => Promise<T>,
): Promise<T> {
  if (!file) return insert(noUpload);
  const stored = await storeUpload(store, file);
  try {
    return await insert(stored);
  } catch (error) {
    await removeFiles(store, [stored.fileName, stored.thumbnailName]);
    throw error;
  }
}

/**
 * Removes files whose row is gone, with a thumbnail's WebP twin (the row names only the JPEG).
 * A failure is logged, not thrown: the row is already deleted, and the sweep (file-sweep.ts)
 * removes the file later.
 */
export async function removeFiles(
  store: FileStore,
  names: string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const name of names.flatMap((name) => [name, webpTwinOf(name) ?? ''])) {
    if (name === '') continue;
    try {
      await store.delete(name);
    } catch (error) {
      log?.warn({ err: error, file: name }, 'could not remove a stored file');
    }
  }
}

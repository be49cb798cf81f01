/**
 * Saved file bytes (newsletter and document PDFs) for offline reading. ArrayBuffer, not Blob:
 * Safari fails to store Blobs in IndexedDB.
 */
import { db, type StoredFile } from './db';

/** A saved file with the name a person knows it by, for the Offline data panel. */
export interface TitledFile extends StoredFile {
  title?: string;
}

/** What the Offline data panel lists: everything but the bytes. */
export type SavedFileSummary = Omit<TitledFile, 'bytes'>;

export async function saveFile(
  key: string,
  bytes: ArrayBuffer,
  contentType: string,
  now = Date.now(),
  title?: string,
): Promise<void> {
  // The title rides in the same record, so clearing or deleting the file takes it along.
  const record: TitledFile = { key, bytes, contentType, size: bytes.byteLength, savedAt: now };
  if (title !== undefined) record.title = title;
  await db.files.put(record);
}

export async function getFile(key: string): Promise<StoredFile | undefined> {
  return db.files.get(key);
}

export async function deleteFile(key: string): Promise<void> {
  await db.files.delete(key);
}

/** Keys of the saved files starting with `prefix` (e.g. `newsletter:`), without reading bytes. */
export async function savedFileKeys(prefix: string): Promise<string[]> {
  const keys = await db.files.toCollection().primaryKeys();
  return keys.filter((key) => key.startsWith(prefix));
}

/** Every saved file, newest first, with its size and title but not its bytes. */
export async function listSavedFiles(): Promise<SavedFileSummary[]> {
  const files: SavedFileSummary[] = [];
  await db.files.each((file: TitledFile) => {
    const { bytes: _bytes, ...summary } = file;
    files.push(summary);
  });
  return files.sort((a, b) => b.savedAt - a.savedAt);
}

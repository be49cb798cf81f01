/**
 * Saved file bytes (newsletter and document PDFs) for offline reading. ArrayBuffer, not Blob:
 * Safari fails to store Blobs in IndexedDB.
 */
import { db, type StoredFile } from './db';

export async function saveFile(
  key: string,
  bytes: ArrayBuffer,
  contentType: string,
  now = Date.now(),
): Promise<void> {
  await db.files.put({ key, bytes, contentType, size: bytes.byteLength, savedAt: now });
}

export async function getFile(key: string): Promise<StoredFile | undefined> {
  return db.files.get(key);
}

export async function deleteFile(key: string): Promise<void> {
  await db.files.delete(key);
}

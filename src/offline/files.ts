/**
 * Saved file bytes (newsletter and document PDFs) for offline reading. ArrayBuffer, not Blob:
 * Safari fails to store Blobs in IndexedDB.
 */
import { clearCollection } from './collections';
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

export interface FileSyncPlan {
  /** Every saved key starting with it belongs to this plan, e.g. `document:`. */
  prefix: string;
  /** The ids to keep, each with the title the Offline data panel shows. */
  wanted: ReadonlyMap<string, string>;
  online: boolean;
  download: (id: string) => Promise<ArrayBuffer>;
  /** Asked again once the bytes are in: a choice may have changed while they were on their way. */
  stillWanted?: (id: string) => Promise<boolean>;
  now?: () => number;
}

/**
 * Brings the saved files under `prefix` in line with `wanted`: the others are deleted, the
 * missing ones downloaded (when online). Answers the ids whose download failed.
 */
export async function syncSavedFiles(plan: FileSyncPlan): Promise<string[]> {
  const { prefix, wanted, online, download, stillWanted, now = Date.now } = plan;
  const saved = new Set(await savedFileKeys(prefix));
  for (const key of saved) {
    if (!wanted.has(key.slice(prefix.length))) await deleteFile(key);
  }
  const failed: string[] = [];
  if (!online) return failed;
  for (const [id, title] of wanted) {
    if (saved.has(`${prefix}${id}`)) continue;
    try {
      const bytes = await download(id);
      if (stillWanted && !(await stillWanted(id))) continue;
      await saveFile(`${prefix}${id}`, bytes, 'application/pdf', now(), title);
    } catch {
      failed.push(id);
    }
  }
  return failed;
}

/** Apartment documents' keys: private papers, deleted when their resident signs out. */
export const DOCUMENT_FILES_PREFIX = 'document:';

/** The cached list of the apartment's documents (their names are private too). */
export const DOCUMENTS_COLLECTION = 'apartmentDocuments';

/** Dues receipts kept after being opened (issue 33): a flat's money, private like its papers. */
export const RECEIPT_FILES_PREFIX = 'receipt:';

/** The cached copy of what the flat owes and has paid (`dues/my`). */
export const DUES_COLLECTION = 'myDues';

/**
 * The guard desk's saved list (issue 17): today's visitors and the flats' residents with their
 * phone numbers, which the next person on a shared gate tablet must not read.
 */
export const GATE_DESK_COLLECTION = 'gateDesk';

/** The parcels waiting at the gate (issue 34), the guard's like the desk list. */
export const GATE_PARCELS_COLLECTION = 'gateParcels';

/**
 * A signed-out resident's papers leave the phone: the saved PDFs and the list of them, the
 * flat's dues and its receipts; and a signed-out guard's desk list.
 */
export async function forgetPrivatePapers(): Promise<void> {
  await deleteSavedFiles(DOCUMENT_FILES_PREFIX);
  await deleteSavedFiles(RECEIPT_FILES_PREFIX);
  await clearCollection(DOCUMENTS_COLLECTION);
  await clearCollection(DUES_COLLECTION);
  await clearCollection(GATE_DESK_COLLECTION);
  await clearCollection(GATE_PARCELS_COLLECTION);
}

/** Deletes every saved file under `prefix` (a signed-out resident's documents). */
export async function deleteSavedFiles(prefix: string): Promise<void> {
  await db.files.bulkDelete(await savedFileKeys(prefix));
}

/**
 * The apartment's PDFs on this phone (DESIGN.md §4): every listed document is kept for offline
 * reading (an apartment has a handful), and one no longer listed is deleted. The bytes come
 * through the document's short link, which is the only way out of the server's private store.
 */
import { openDocumentLink, type ApartmentDocument } from '../../contract/documents/documents';
import { documentDisplayName } from '../../contract/documents/documents';
import { fetchFile } from '../api/client';
import { DOCUMENT_FILES_PREFIX as FILE_PREFIX, getFile, syncSavedFiles } from './files';

export const documentFileKey = (id: string): string => `${FILE_PREFIX}${id}`;

const tokenOf = (shortUrl: string): string => shortUrl.slice(shortUrl.lastIndexOf('/') + 1);

export async function downloadDocumentBytes(document: ApartmentDocument): Promise<ArrayBuffer> {
  const { bytes } = await fetchFile(openDocumentLink, {
    params: { token: tokenOf(document.short_url) },
  });
  return bytes;
}

/** The copy on this phone first, else the server's. */
export async function documentBytes(document: ApartmentDocument): Promise<ArrayBuffer> {
  const saved = await getFile(documentFileKey(document.id));
  return saved ? saved.bytes : downloadDocumentBytes(document);
}

/** Keeps exactly the listed documents on the phone; answers the ids that failed to download. */
export function syncSavedDocuments(
  documents: readonly ApartmentDocument[],
  online: boolean,
): Promise<string[]> {
  const byId = new Map(documents.map((document) => [document.id, document]));
  return syncSavedFiles({
    prefix: FILE_PREFIX,
    wanted: new Map(documents.map((document) => [document.id, documentDisplayName(document)])),
    online,
    download: (id) => {
      const document = byId.get(id);
      return document ? downloadDocumentBytes(document) : Promise.reject(new Error(id));
    },
  });
}

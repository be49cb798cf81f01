/** Keeps the listed documents' PDFs on the phone in the background; answers which are saved. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import type { ApartmentDocument } from '../../../contract/documents/documents';
import { DOCUMENT_FILES_PREFIX, savedFileKeys } from '../../offline/files';
import { useConnectivity } from '../../offline/use-connectivity';
import { documentFileKey, syncSavedDocuments } from '../../offline/document-files';

// One sync at a time: two would download the same PDF twice.
let running: Promise<unknown> = Promise.resolve();

/** Settles once the background saving started so far is done (it outlives the page). */
export function savedDocumentsSettled(): Promise<void> {
  return running.then(() => undefined);
}

/** `ready` is false until the list was saved once: an unloaded list must not delete anything. */
export function useSavedDocuments(
  documents: readonly ApartmentDocument[],
  ready: boolean,
): (id: string) => boolean {
  const savedKeys = useLiveQuery(
    async () => new Set(await savedFileKeys(DOCUMENT_FILES_PREFIX)),
    [],
  );
  const { online } = useConnectivity();

  useEffect(() => {
    if (!ready) return;
    running = running.then(() => syncSavedDocuments(documents, online)).catch(() => undefined);
  }, [documents, ready, online]);

  return useCallback((id) => savedKeys?.has(documentFileKey(id)) ?? false, [savedKeys]);
}

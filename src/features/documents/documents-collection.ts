/**
 * The resident's apartment documents as a cached collection (DESIGN.md §4), kept per apartment:
 * another household signing in on the same phone never reads this copy.
 */
import type { SessionUser } from '../../../contract/sign-in/auth';
import { apartmentDocument, myApartmentDocuments } from '../../../contract/documents/documents';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection, type CollectionRequest } from '../../offline/collections';
import { DOCUMENTS_COLLECTION } from '../../offline/files';
import { useCollection } from '../../offline/use-collection';

function documentsCollection(apartment: string | undefined) {
  const request: CollectionRequest | undefined = apartment
    ? { params: { apartmentNumber: apartment } }
    : undefined;
  return defineCollection({
    name: DOCUMENTS_COLLECTION,
    endpoint: myApartmentDocuments,
    ...(request ? { request } : {}),
    schema: apartmentDocument,
    idOf: (item) => item.id,
    scope: (user: SessionUser | null) => user?.apartmentNumber || undefined,
  });
}

// One definition per apartment, so the hook's dependencies stay stable between renders.
const byApartment = new Map<string, ReturnType<typeof documentsCollection>>();

export function useApartmentDocuments(apartment: string | undefined) {
  const key = apartment ?? '';
  let def = byApartment.get(key);
  if (!def) {
    def = documentsCollection(apartment);
    byApartment.set(key, def);
  }
  return useCollection(def, { fetcher: fetchCollectionJson });
}

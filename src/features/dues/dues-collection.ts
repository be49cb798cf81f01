/**
 * What the flat owes and has paid (`dues/my`) as a cached collection of one item (DESIGN.md §4),
 * kept per apartment: the balance, the invoices with their UPI links and the payments show at
 * once and with no signal, with their age; another household on this phone never reads them.
 */
import { useMemo } from 'react';
import { getMyDues, myDues, type MyDues } from '../../../contract/dues/payments';
import { fetchCollectionJson } from '../../api/client';
import { useSession } from '../../api/session';
import { defineCollection } from '../../offline/collections';
import { DUES_COLLECTION } from '../../offline/files';
import { collectionQueryKey, useCollection } from '../../offline/use-collection';

export const duesCollection = defineCollection<MyDues>({
  name: DUES_COLLECTION,
  endpoint: getMyDues,
  schema: myDues,
  idOf: () => 'dues',
  select: (response) => [response],
  scope: (user) => user?.apartmentNumber || undefined,
});

/** The refresh's query key, to ask again once a notice has arrived or a push came. */
export function useDuesQueryKey(): readonly unknown[] {
  const { user } = useSession();
  const scope = duesCollection.scope?.(user);
  return useMemo(() => collectionQueryKey(duesCollection.name, scope), [scope]);
}

export function useMyDues() {
  const collection = useCollection(duesCollection, { fetcher: fetchCollectionJson });
  return { ...collection, dues: collection.items[0] };
}

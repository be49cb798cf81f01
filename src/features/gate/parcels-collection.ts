/**
 * The parcels waiting at the gate (issue 34), kept on the guard's device like the desk's list:
 * the shelf shows offline too, with how old it is. Asked again every minute while online (a
 * flat's "Bring it up" should reach the desk soon), on reconnect and after the desk sends a
 * parcel or hands one over.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { deskParcel, listDeskParcels, type DeskParcel } from '../../../contract/parcels/parcels';
import { fetchCollectionJson } from '../../api/client';
import { useSession } from '../../api/session';
import { defineCollection } from '../../offline/collections';
import { GATE_PARCELS_COLLECTION } from '../../offline/files';
import { collectionQueryKey, useCollection } from '../../offline/use-collection';

export const PARCELS_REFRESH_MS = 60_000;

export const deskParcelsCollection = defineCollection<DeskParcel>({
  name: GATE_PARCELS_COLLECTION,
  endpoint: listDeskParcels,
  schema: deskParcel,
  idOf: (parcel) => parcel.id,
  // The guard's own copy: the next person on a shared tablet never reads it.
  scope: (user) => (user?.role === 'GUARD' ? user.id : undefined),
});

export function useDeskParcelsKey(): readonly unknown[] {
  const { user } = useSession();
  const scope = deskParcelsCollection.scope?.(user);
  return useMemo(() => collectionQueryKey(deskParcelsCollection.name, scope), [scope]);
}

export function useDeskParcels(online: boolean) {
  const collection = useCollection(deskParcelsCollection, { fetcher: fetchCollectionJson });
  const queryKey = useDeskParcelsKey();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!online) return;
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey }),
      PARCELS_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [online, queryClient, queryKey]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  return { ...collection, refresh };
}

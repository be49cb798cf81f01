/**
 * The guard desk's saved list (issue 17, DESIGN.md §4): today's passes, the revocation list, the
 * flats' residents and the pass-signing keys, as one cached item (the server sends them as one
 * snapshot). Refreshed every few minutes while online and on reconnect; offline, the last copy
 * is what the desk judges by, and the desk shows how old it is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { deskSnapshot, getDesk, type DeskSnapshot } from '../../../contract/gate/desk';
import { fetchCollectionJson } from '../../api/client';
import { useSession } from '../../api/session';
import { defineCollection } from '../../offline/collections';
import { GATE_DESK_COLLECTION } from '../../offline/files';
import { collectionQueryKey, useCollection } from '../../offline/use-collection';
import { useConnectivity } from '../../offline/use-connectivity';

/** How often an online desk asks again: a pass made a minute ago should be on the list soon. */
export const DESK_REFRESH_MS = 3 * 60_000;

export const deskCollection = defineCollection<DeskSnapshot>({
  name: GATE_DESK_COLLECTION,
  endpoint: getDesk,
  schema: deskSnapshot,
  idOf: () => 'desk',
  select: (response) => [response],
  // The guard's own copy: the next person on a shared tablet never reads it.
  scope: (user) => (user?.role === 'GUARD' ? user.id : undefined),
});

export function useDeskQueryKey(): readonly unknown[] {
  const { user } = useSession();
  const scope = deskCollection.scope?.(user);
  return useMemo(() => collectionQueryKey(deskCollection.name, scope), [scope]);
}

export function useDesk() {
  // The fetcher is passed, so the desk works however it is reached (as the tenders page does).
  const collection = useCollection(deskCollection, { fetcher: fetchCollectionJson });
  const queryKey = useDeskQueryKey();
  const queryClient = useQueryClient();
  const { online } = useConnectivity();

  // Back online by our own signal (an API answer), not only the browser's: refresh at once.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.invalidateQueries({ queryKey });
    wasOnline.current = online;
  }, [online, queryClient, queryKey]);

  useEffect(() => {
    if (!online) return;
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey }),
      DESK_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [online, queryClient, queryKey]);

  return { ...collection, snapshot: collection.items[0] };
}

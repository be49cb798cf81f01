/**
 * A cached collection in a component: the rows come from Dexie (`useLiveQuery`), so the last copy
 * shows at once and offline; TanStack Query only drives the refresh (retries, refetch on
 * reconnect and focus), writing into Dexie, which re-renders the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SessionUser } from '../../contract/sign-in/auth';
import { useSession } from '../api/session';
import {
  readCollection,
  refreshCollection,
  type CollectionDef,
  type CollectionFetcher,
} from './collections';
import { useConnectivity } from './use-connectivity';

let defaultFetcher: CollectionFetcher | undefined;

/** The app sets its API client once at start (the offline layer does not import it). */
export function configureCollections(options: { fetcher: CollectionFetcher }): void {
  defaultFetcher = options.fetcher;
}

export interface UseCollectionOptions {
  fetcher?: CollectionFetcher;
  /** Overrides the signed-in user (tests, admin views of another scope). */
  user?: SessionUser | null;
  enabled?: boolean;
}

export interface CollectionState<T> {
  items: T[];
  refreshedAt: number | undefined;
  /** False until the saved copy has been read once (avoids flashing "nothing here"). */
  isLoaded: boolean;
  isRefreshing: boolean;
  /** The last refresh's failure; the saved copy is still shown. */
  error: Error | null;
  isOffline: boolean;
}

/** The start of every collection's query key: refreshes them all at once. */
export const COLLECTIONS_QUERY_KEY = ['collection'] as const;

/** Query key of a collection's refresh, for `invalidateQueries` after a write. */
export function collectionQueryKey(name: string, scope?: string): readonly unknown[] {
  return [...COLLECTIONS_QUERY_KEY, name, scope ?? null];
}

export function useCollection<T>(
  def: CollectionDef<T>,
  options: UseCollectionOptions = {},
): CollectionState<T> {
  const session = useSession();
  const user = options.user === undefined ? session.user : options.user;
  const scope = def.scope ? def.scope(user) : undefined;
  // A per-user collection with nobody signed in has no copy to fetch or show.
  const allowed = !def.scope || scope !== undefined;
  const { online } = useConnectivity();

  const query = useQuery({
    queryKey: collectionQueryKey(def.name, scope),
    queryFn: ({ signal }) => {
      const fetcher = options.fetcher ?? defaultFetcher;
      if (!fetcher) throw new Error('configureCollections({ fetcher }) was not called');
      return refreshCollection(def, fetcher, { scope, signal });
    },
    enabled: allowed && options.enabled !== false,
    refetchOnReconnect: true,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    // The rows live in Dexie; the persisted query cache has nothing to add.
    meta: { persist: false },
  });

  const snapshot = useLiveQuery(
    () => (allowed ? readCollection(def, scope) : { items: [], refreshedAt: undefined }),
    [def, scope, allowed],
  );

  return {
    items: snapshot?.items ?? [],
    refreshedAt: snapshot?.refreshedAt,
    isLoaded: snapshot !== undefined,
    isRefreshing: query.isFetching,
    error: query.error,
    isOffline: !online,
  };
}

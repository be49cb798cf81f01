import { useEffect } from 'react';
import { apiBase } from '../api/api-base';
import { useSession } from '../api/session';

// Loaded after the first paint: Dexie stays out of the start-up bundle (see vite.config.ts).
const loadMeta = () => import('../offline/meta');

/**
 * Set while the worker may hold a session, so a signed-out start (a visitor on the home page)
 * knows there is nothing to remove and never loads Dexie.
 */
export const WORKER_SESSION_FLAG = 'gatehouse-worker-session';

/**
 * Keeps the service worker's copy of the session (src/offline/meta) in step with the app's, so
 * it can send the outbox with no window open, and stops it sending once the user signs out.
 * IndexedDB may be unavailable (private modes): then only the open app sends, which is fine.
 */
export function useSessionForWorker(): void {
  const { token, user } = useSession();
  const userId = user?.id;

  useEffect(() => {
    const session = token && userId ? { token, userId } : null;
    if (!session && !localStorage.getItem(WORKER_SESSION_FLAG)) return;
    loadMeta()
      .then(async (meta) => {
        await meta.storeApiBase(apiBase);
        await meta.storeSessionForWorker(session);
        if (session) localStorage.setItem(WORKER_SESSION_FLAG, '1');
        else localStorage.removeItem(WORKER_SESSION_FLAG);
      })
      .catch(() => undefined);
  }, [token, userId]);
}

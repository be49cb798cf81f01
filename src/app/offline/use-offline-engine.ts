import { useEffect, useRef } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { SESSION_KEY, useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { loadOfflineEngine } from './load-engine';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** True when this start needs the engine now: someone is signed in, or the page is not home. */
export function engineNeededAtStart(): boolean {
  if (window.location.pathname !== paths.home) return true;
  try {
    return Boolean(localStorage.getItem(SESSION_KEY));
  } catch {
    return false; // no storage (a locked-down private mode): no session either
  }
}

/**
 * Loads the engine when it is first needed (a sign-in, leaving the home page) and, after each
 * sign-in, sends what waited for it. Home for a visitor stays free of Dexie.
 */
export function useOfflineEngine(router: Pick<AppRouter, 'subscribe'>): void {
  const { user } = useSession();
  const userId = user?.id;
  const lastUser = useRef(userId);

  useEffect(() => {
    if (userId) void loadOfflineEngine().catch(() => undefined);
  }, [userId]);

  useEffect(() => {
    // Only a change counts as a sign-in; the session the app started with was resumed before.
    if (userId && lastUser.current !== userId) {
      void loadOfflineEngine()
        .then((engine) => engine.afterSignIn(userId))
        .catch(() => undefined);
    }
    lastUser.current = userId;
  }, [userId]);

  useEffect(
    () =>
      router.subscribe((state) => {
        const next = state.navigation.location?.pathname ?? state.location.pathname;
        if (next !== paths.home) void loadOfflineEngine().catch(() => undefined);
      }),
    [router],
  );
}

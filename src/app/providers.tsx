import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createPersistOptions } from '../api/query-persistence';
import { loadOfflineEngine } from './offline/load-engine';
import { engineNeededAtStart, useOfflineEngine } from './offline/use-offline-engine';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { useSessionForWorker } from './use-session-for-worker';

// Requested before the router loads the first page, so a page reading a cached collection finds
// it configured (its chunk shares Dexie with the engine's). Home for a visitor skips it.
if (engineNeededAtStart()) void loadOfflineEngine().catch(() => undefined);

/** Everything the pages rely on, once for the whole app. */
export function AppProviders() {
  // Created once per mount (not per render), and not at import time so tests can make their own.
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(createPersistOptions);
  const [router] = useState(createAppRouter);
  useSessionForWorker();
  useOfflineEngine(router);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { useSessionForWorker } from './use-session-for-worker';

/** Everything the pages rely on, once for the whole app. */
export function AppProviders() {
  // Created once per mount (not per render), and not at import time so tests can make their own.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  useSessionForWorker();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

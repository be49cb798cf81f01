import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../api/api-error';
import { clearWithSession } from '../api/end-session';
import { QUERY_CACHE_MAX_AGE } from '../api/query-persistence';

const MAX_RETRIES = 2;

/**
 * One cache for the app. A 4xx will not change by asking again, so only other failures retry.
 * `gcTime` is at least the persister's `maxAge`: a query dropped from memory earlier would also
 * be dropped from the saved copy, and the phone would lose what it could show offline.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: QUERY_CACHE_MAX_AGE,
        retry: (failures, error) => !isClientError(error) && failures < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
  // A sign-out, or a token the server refused, must not leave the last person's answers here.
  clearWithSession(client);
  return client;
}

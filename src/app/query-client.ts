import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../api/api-error';

const MAX_RETRIES = 2;

/** One cache for the app. A 4xx will not change by asking again, so only other failures retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isClientError(error) && failures < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}

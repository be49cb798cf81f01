import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersistOptions, QUERY_CACHE_KEY } from '../../../src/api/query-persistence';
import { SCHEMA_VERSION } from '../../../src/offline/schema-version';
import { collectionQueryKey } from '../../../src/offline/use-collection';

type SaveOptions = Parameters<typeof persistQueryClientSave>[0];

describe('persisted query cache', () => {
  it('saves small online answers but not collections, opted-out queries or mutations', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['bookings', '9000000002'], [{ booking_id: 7 }]);
    queryClient.setQueryData(collectionQueryKey('tenders'), { stored: 3 });
    await queryClient.fetchQuery({
      queryKey: ['availability'],
      queryFn: () => 'live only',
      meta: { persist: false },
    });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: ['book'], mutationFn: () => Promise.resolve(1) })
      .execute(undefined);

    // The persister ships its own query-core copy; the client is the same object at runtime.
    const client = queryClient as unknown as SaveOptions['queryClient'];
    await persistQueryClientSave({ queryClient: client, ...createPersistOptions() });
    // The sync persister writes at the end of its throttle window.
    await waitFor(() => expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeTruthy(), {
      timeout: 3000,
    });
    const saved = JSON.parse(localStorage.getItem(QUERY_CACHE_KEY) ?? '{}') as {
      buster: string;
      clientState: { queries: { queryKey: unknown[] }[]; mutations: unknown[] };
    };
    expect(saved.buster).toBe(String(SCHEMA_VERSION));
    expect(saved.clientState.queries.map((q) => q.queryKey)).toEqual([['bookings', '9000000002']]);
    expect(saved.clientState.mutations).toEqual([]);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { defineEndpoint } from '../../../contract/platform/endpoint';
import { defineCollection, refreshCollection } from '../../../src/offline/collections';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { useCollection } from '../../../src/offline/use-collection';
import { T0, resetOfflineDb } from './helpers';

beforeEach(resetOfflineDb);
afterEach(() => reportApiSuccess());

const documentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'documents',
  access: 'member',
  response: z.unknown(),
  failure: 'Failed to load documents',
});

const documents = defineCollection({
  name: 'documents',
  endpoint: documentsEndpoint,
  schema: z.object({ id: z.number(), file: z.string() }),
  idOf: (doc) => doc.id,
  scope: (user) => user?.apartmentNumber,
});

const resident: SessionUser = {
  id: '9876543210',
  name: 'A101 Resident',
  email: '',
  role: 'MEMBER',
  apartmentNumber: 'A101',
  canBookSports: true,
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useCollection', () => {
  it('shows the saved copy at once and then the refreshed one, in server order', async () => {
    const first = [{ id: 1, file: 'old.pdf' }];
    await refreshCollection(documents, async () => first, { scope: 'A101', now: T0 });
    const fresh = [
      { id: 9, file: 'b.pdf' },
      { id: 2, file: 'a.pdf' },
    ];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));

    const { result } = renderHook(
      () =>
        useCollection(documents, {
          user: resident,
          fetcher: async () => {
            await gate;
            return fresh;
          },
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toEqual(first));
    expect(result.current.isRefreshing).toBe(true);
    expect(result.current.refreshedAt).toBe(T0);

    release();
    await waitFor(() => expect(result.current.items.map((d) => d.id)).toEqual([9, 2]));
    await waitFor(() => expect(result.current.isRefreshing).toBe(false));
  });

  it('keeps showing the saved copy with the error when the refresh fails, and says offline', async () => {
    await refreshCollection(documents, async () => [{ id: 1, file: 'a.pdf' }], {
      scope: 'A101',
      now: T0,
    });
    reportApiFailure();
    const { result } = renderHook(
      () =>
        useCollection(documents, {
          user: resident,
          fetcher: async () => {
            throw new Error('Could not reach the server');
          },
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Could not reach the server'));
    expect(result.current.items).toEqual([{ id: 1, file: 'a.pdf' }]);
    expect(result.current.isOffline).toBe(true);
  });

  it('shows nothing and fetches nothing for a per-apartment list when nobody is signed in', async () => {
    await refreshCollection(documents, async () => [{ id: 1, file: 'a.pdf' }], {
      scope: 'A101',
      now: T0,
    });
    let fetched = false;
    const { result } = renderHook(
      () =>
        useCollection(documents, {
          user: null,
          fetcher: async () => {
            fetched = true;
            return [];
          },
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect(result.current.items).toEqual([]);
    expect(fetched).toBe(false);
  });
});

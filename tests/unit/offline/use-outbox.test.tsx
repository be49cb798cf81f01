import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db';
import { enqueue } from '../../../src/offline/outbox';
import { useOutboxItems, usePendingCount } from '../../../src/offline/use-outbox';
import { RESIDENT, T0, registerRideKind, resetOfflineDb, ride } from './helpers';

beforeEach(resetOfflineDb);

describe('outbox hooks', () => {
  it('counts what the user still has to care about, not what was sent', async () => {
    registerRideKind();
    const ids = [];
    for (let i = 0; i < 6; i += 1) {
      ids.push(await enqueue('test.ride', ride(`p${i}`), { userId: RESIDENT, now: T0 + i }));
    }
    const statuses = ['pending', 'sending', 'needsAuth', 'rejected', 'expired', 'sent'] as const;
    await Promise.all(ids.map((id, i) => db.outbox.update(id, { status: statuses[i] })));

    const { result } = renderHook(() => usePendingCount());
    await waitFor(() => expect(result.current).toBe(5));
    await enqueue('test.ride', ride('more'), { userId: RESIDENT, now: T0 + 9 });
    await waitFor(() => expect(result.current).toBe(6));
  });

  it('counts only the given user’s items on a shared phone', async () => {
    registerRideKind();
    await enqueue('test.ride', ride('mine'), { userId: RESIDENT, now: T0 });
    await enqueue('test.ride', ride('theirs'), { userId: '9000000001', now: T0 });
    const { result } = renderHook(() => usePendingCount(RESIDENT));
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('lists the items of a kind and entity, oldest first, live', async () => {
    registerRideKind();
    await enqueue('test.ride', ride('second', 'cart-1'), { userId: RESIDENT, now: T0 + 1 });
    await enqueue('test.ride', ride('first', 'cart-1'), { userId: RESIDENT, now: T0 });
    await enqueue('test.ride', ride('other', 'cart-2'), { userId: RESIDENT, now: T0 });
    const { result } = renderHook(() => useOutboxItems({ kind: 'test.ride', entityKey: 'cart-1' }));
    await waitFor(() =>
      expect(result.current?.map((r) => (r.payload as { pickup: string }).pickup)).toEqual([
        'first',
        'second',
      ]),
    );
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOfflineEngine } from '../../../src/app/offline/use-offline-engine';
import { db } from '../../../src/offline/db';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { queued, resetDeviceData } from './support';

beforeEach(resetDeviceData);

const router = { subscribe: () => () => undefined };

describe('after signing in again', () => {
  it("sends the user's signed-out items with the new token", async () => {
    const record = await queued('needsAuth', member.id, {
      payload: { date: '2099-01-01', time: '10:30', pickup: 'Gate 1', destination: 'Clubhouse' },
    });
    const seen = stubFetch({ 'golf-cart/golf-cart/request': { status: 201, body: { id: 1 } } });
    renderHook(() => useOfflineEngine(router));
    act(() => signInAs(member, 'fresh-token'));
    await waitFor(async () => expect((await db.outbox.get(record.id))?.status).toBe('sent'), {
      timeout: 4000,
    });
    const sent = seen.find((request) => request.url.endsWith('golf-cart/golf-cart/request'));
    expect(sent?.headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(sent?.headers.get('Idempotency-Key')).toBe(record.id);
  });
});

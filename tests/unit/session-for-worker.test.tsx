import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../src/api/session';
import { useSessionForWorker } from '../../src/app/use-session-for-worker';
import { getStoredApiBase, getStoredToken } from '../../src/offline/meta';
import { member, signInAs } from './support/render-app';

describe('session shared with the service worker', () => {
  it('stores the token for its user on sign-in and removes it on sign-out', async () => {
    renderHook(() => useSessionForWorker());
    act(() => signInAs(member, 'worker-token'));
    await waitFor(async () => expect(await getStoredToken(member.id)).toBe('worker-token'));
    expect(await getStoredApiBase()).toBe('/api/');
    expect(await getStoredToken('someone-else')).toBeNull();
    act(() => clearSession());
    await waitFor(async () => expect(await getStoredToken(member.id)).toBeNull());
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isOnline,
  reportApiFailure,
  reportApiSuccess,
  subscribeConnectivity,
} from '../../../src/offline/connectivity';
import { useConnectivity } from '../../../src/offline/use-connectivity';

afterEach(() => {
  window.dispatchEvent(new Event('online'));
});

describe('shared connectivity signal', () => {
  it('follows the browser online and offline events', () => {
    expect(isOnline()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
  });

  it('counts a request to our API that got no answer as offline, and any answer as online', () => {
    let changes = 0;
    const stop = subscribeConnectivity(() => (changes += 1));
    reportApiFailure();
    expect(isOnline()).toBe(false);
    reportApiFailure();
    reportApiSuccess();
    expect(isOnline()).toBe(true);
    stop();
    expect(changes).toBe(2);
  });

  it('re-renders components through useConnectivity', () => {
    const { result } = renderHook(() => useConnectivity());
    expect(result.current.online).toBe(true);
    act(() => reportApiFailure());
    expect(result.current.online).toBe(false);
    act(() => window.dispatchEvent(new Event('online')));
    expect(result.current.online).toBe(true);
  });
});

import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** What the service worker posts to open windows when a push arrives (sw/sw.ts). */
export interface PushMessage {
  type: 'push';
  payload: unknown;
}

export function isPushMessage(data: unknown): data is PushMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'push';
}

/**
 * Calls `onPush` whenever the service worker says a push arrived, so what the push is about (the
 * unread count, an emergency) shows at once instead of at the next 30 s refresh.
 */
export function usePushMessages(onPush: (payload: unknown) => void): void {
  const latest = useRef(onPush);
  useEffect(() => {
    latest.current = onPush;
  });

  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const listener = (event: MessageEvent) => {
      if (isPushMessage(event.data)) latest.current(event.data.payload);
    };
    container.addEventListener('message', listener);
    // Messages wait in a queue until this is called (or the page has loaded); no harm twice.
    container.startMessages?.();
    return () => container.removeEventListener('message', listener);
  }, []);
}

/**
 * Fetches a query again when a push arrives. A fetch already under way may have left before the
 * push and would be joined, not repeated, so it is cancelled first.
 */
export function useRefetchOnPush(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  usePushMessages(() => {
    void queryClient
      .cancelQueries({ queryKey, exact: true })
      .then(() => queryClient.invalidateQueries({ queryKey, exact: true }));
  });
}

/**
 * The bell's count: the inbox refreshes every 30 s while the app is visible (TanStack Query
 * pauses the interval in the background), at once when the service worker reports a push, and
 * after a read mark is sent (its answer carries the new count). The home-screen icon's badge
 * follows it where the browser has one.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import { INBOX_POLL_MS, inboxQueryKey, refreshInbox } from './inbox-collection';
import { useShownUnread } from './use-read-marks';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function setAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const nav = navigator as BadgeNavigator;
  // Badging can be refused (no permission, not installed): the bell in the page still says it.
  if (count > 0) void nav.setAppBadge?.(count).catch(() => undefined);
  else void nav.clearAppBadge?.().catch(() => undefined);
}

/** Keeps the inbox fresh while it is open; the same query `useCollection` runs on the page. */
export function useInboxPolling(userId: string): void {
  useQuery({
    queryKey: inboxQueryKey(userId),
    queryFn: ({ signal }) => refreshInbox(userId, signal),
    refetchInterval: INBOX_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnReconnect: true,
    refetchOnWindowFocus: true,
    staleTime: INBOX_POLL_MS,
    meta: { persist: false },
  });
  useRefetchOnPush(inboxQueryKey(userId));
}

/** Unread notices as this phone knows them; undefined until the server answered once. */
export function useUnreadCount(userId: string): number | undefined {
  useInboxPolling(userId);
  const count = useShownUnread(userId);
  useEffect(() => {
    if (count !== undefined) setAppBadge(count);
  }, [count]);
  return count;
}

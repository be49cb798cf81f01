/**
 * "Load older": pages past the newest one, fetched with `?before=<id>` while online. Only the
 * newest page is kept on the phone; older ones live for this visit, which is what a resident
 * scrolling back for last month's notice needs.
 */
import { useCallback, useState } from 'react';
import {
  listNotifications,
  NOTIFICATIONS_PAGE,
  type Notification,
} from '../../../contract/notices/notifications';
import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';

export interface OlderNotices {
  items: Notification[];
  loading: boolean;
  error: string | undefined;
  /** False once a page came back short: there is nothing older. */
  hasMore: boolean;
  /** Resolves with the notices just loaded, or undefined when the request failed. */
  load(): Promise<Notification[] | undefined>;
}

export function useOlderNotices(saved: readonly Notification[]): OlderNotices {
  const [items, setItems] = useState<Notification[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [exhausted, setExhausted] = useState(false);
  const lastId = items.at(-1)?.id ?? saved.at(-1)?.id;
  // A saved page shorter than a full page is the whole inbox.
  const hasMore = !exhausted && (items.length > 0 || saved.length >= NOTIFICATIONS_PAGE);

  const load = useCallback(async () => {
    if (!lastId) return undefined;
    setLoading(true);
    setError(undefined);
    try {
      const page = await callApi(listNotifications, { query: { before: lastId } });
      setItems((current) => [...current, ...page.notifications]);
      if (page.notifications.length < NOTIFICATIONS_PAGE) setExhausted(true);
      return page.notifications;
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : listNotifications.failure);
      return undefined;
    } finally {
      setLoading(false);
    }
  }, [lastId]);

  return { items, loading, error, hasMore, load };
}

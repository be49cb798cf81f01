/**
 * A saved list older than the last item the queue sent may be missing it (a lost & found report,
 * an event registration): while this page is open it is fetched again, so "Saved on this phone"
 * says "Updated just now" with the sent item in it, not the age of a copy from before it arrived.
 * A list on screen elsewhere refreshes through its query; one with no page open, through the
 * refresher the app registered for it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../api/session';
import { refreshSavedCollection } from '../../offline/collection-refreshers';
import type { OutboxRecord } from '../../offline/db';
import { COLLECTIONS_QUERY_KEY } from '../../offline/use-collection';
import { useOutboxItems } from '../../offline/use-outbox';

interface SavedList {
  name: string;
  refreshedAt: number;
}

export function useRefreshListsAfterSending(lists: readonly SavedList[] | undefined): void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const lastSent = latestSend(useOutboxItems(user ? { userId: user.id } : { userId: '' }));
  // Each list is tried once per send: offline, a failed fetch must not be retried in a loop.
  const tried = useRef(new Set<string>());

  useEffect(() => {
    if (!user || !lists || lastSent === 0) return;
    for (const { name, refreshedAt } of lists) {
      const attempt = `${name}@${lastSent}`;
      if (refreshedAt >= lastSent || tried.current.has(attempt)) continue;
      tried.current.add(attempt);
      const queryKey = [...COLLECTIONS_QUERY_KEY, name];
      if (queryClient.getQueryCache().findAll({ queryKey }).length > 0) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
      } else {
        void refreshSavedCollection(name, user).catch(() => undefined);
      }
    }
  }, [lists, lastSent, user, queryClient]);
}

function latestSend(records: OutboxRecord[] | undefined): number {
  let latest = 0;
  for (const record of records ?? []) {
    if (record.status === 'sent') latest = Math.max(latest, record.sentAt ?? record.updatedAt);
  }
  return latest;
}

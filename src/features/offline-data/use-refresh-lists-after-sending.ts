/**
 * Once the queue sends something while this page is open, the saved lists it may have changed
 * (lost & found, events, the inbox…) are fetched again, so "Saved on this phone" says "Updated
 * just now" with the sent item in it instead of the age of a copy from before it arrived.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OutboxRecord } from '../../offline/db';
import { COLLECTIONS_QUERY_KEY } from '../../offline/use-collection';

export function useRefreshListsAfterSending(records: OutboxRecord[] | undefined): void {
  const queryClient = useQueryClient();
  const lastSent = latestSend(records);
  // What had already been sent when the page opened is not news.
  const seen = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (records === undefined) return;
    if (seen.current === undefined) {
      seen.current = lastSent;
      return;
    }
    if (lastSent <= seen.current) return;
    seen.current = lastSent;
    // Every collection known to this window, open on screen or not (their pages may be closed).
    void queryClient.invalidateQueries({
      queryKey: COLLECTIONS_QUERY_KEY,
      refetchType: 'all',
    });
  }, [records, lastSent, queryClient]);
}

function latestSend(records: OutboxRecord[] | undefined): number {
  let latest = 0;
  for (const record of records ?? []) {
    if (record.status === 'sent') latest = Math.max(latest, record.sentAt ?? record.updatedAt);
  }
  return latest;
}

/**
 * Writes of one kind still to show on a page beside what the server listed (a lost & found
 * report, a helpdesk complaint or comment), live from the outbox, newest first: every one not
 * sent yet, and a sent one until the list has been refreshed since it arrived (then the server's
 * copy stands for it). A write that arrives refreshes that list, which an outbox kind cannot do
 * from the service worker.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { OutboxRecord } from '../offline/db';
import { useOutboxItems, type OutboxFilter } from '../offline/use-outbox';

export function useQueuedWrites(
  filter: OutboxFilter & { kind: string; userId: string | undefined },
  /** When the list on screen was last fetched; undefined when never. */
  refreshedAt: number | undefined,
  /** The list to fetch again once a write has arrived. */
  listKey: QueryKey,
) {
  const records = useOutboxItems({ ...filter, userId: filter.userId ?? '' });
  const queryClient = useQueryClient();

  const sent = records?.filter((record) => record.status === 'sent').map((record) => record.id);
  const sentKey = sent?.join(' ');
  const previous = useRef(sentKey);
  // Runs again when the key's identity changes too; only a newly sent id refreshes the list.
  useEffect(() => {
    const was = previous.current;
    previous.current = sentKey;
    if (was === undefined || sentKey === undefined) return;
    const before = new Set(was.split(' '));
    if (sentKey.split(' ').some((id) => id && !before.has(id))) {
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
  }, [sentKey, queryClient, listKey]);

  const shown: OutboxRecord[] = (records ?? [])
    .filter(
      (record) =>
        record.status !== 'sent' ||
        refreshedAt === undefined ||
        refreshedAt < (record.sentAt ?? record.updatedAt),
    )
    .reverse();
  return { records, shown };
}

/**
 * `?edit=<id>`: the Offline data page links a queued write that needs fixing back to the form it
 * was made in. This reads that record, live, and hands it over only when the form may edit it:
 * the right kind, this user's, and in a state that can be edited and resent.
 */
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSearchParams } from 'react-router-dom';
import type { OutboxRecord } from '../offline/db';
import { EDITABLE_STATUSES, getOutboxRecord } from '../offline/outbox';

export function useEditLink(
  kind: string,
  userId: string | undefined,
  /** A further test, e.g. that a registration is for the event on the page. */
  belongs: (record: OutboxRecord) => boolean = () => true,
): { record: OutboxRecord | null; clear: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get('edit');
  const linked = useLiveQuery(() => (id ? getOutboxRecord(id) : undefined), [id]);
  const editable =
    linked !== undefined &&
    linked.kind === kind &&
    linked.userId === userId &&
    EDITABLE_STATUSES.includes(linked.status) &&
    belongs(linked);
  // Once the form is done with it, the link goes, so a reload does not open it again.
  const clear = useCallback(() => {
    if (id) setSearchParams({}, { replace: true });
  }, [id, setSearchParams]);
  return { record: editable ? linked : null, clear };
}

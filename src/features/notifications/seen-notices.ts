/**
 * Which pressing notices this resident has seen in full on this device: a seen one folds to a
 * line (emergency-banner.tsx). Per person, as a shared phone's next user has not seen it.
 */
import { useEffect, useState } from 'react';
import { addStoredId, readStoredIds } from '../../lib/stored-ids';

/** Far more than the pressing notices of a year. */
const MAX_KEPT = 100;
const keyOf = (userId: string) => `gatehouse-seen-notices:${userId}`;

/**
 * Whether the notice had been seen before this banner showed it; from now on it has been. The
 * answer holds for the banner's life, so the first showing stays open where it is.
 */
export function useSeenNotice(userId: string, noticeId: string): boolean {
  const [seenBefore] = useState(() => readStoredIds(keyOf(userId)).includes(noticeId));
  useEffect(() => {
    addStoredId(keyOf(userId), noticeId, MAX_KEPT);
  }, [userId, noticeId]);
  return seenBefore;
}

import type { OutboxRecord } from '../../offline/db';
import { OutboxStatusBanner, useIdleAfterSent } from '../../ui/outbox-item';

/** SPEC.md §4: golf-cart success returns to idle after 5 s. */
export const GOLF_CART_IDLE_MS = 5_000;
export const golfCartSentMessage = 'Your golf cart request has been sent.';

interface GolfCartStatusProps {
  /** The request just made, live from the outbox (undefined once discarded). */
  record: OutboxRecord | undefined;
  onIdle: () => void;
}

/**
 * What became of the request just made: saved, sending, sent, or what is wrong. Its actions live
 * in the list of requests below, so the banner offers none of its own.
 */
export function GolfCartStatus({ record, onIdle }: GolfCartStatusProps) {
  useIdleAfterSent(record, GOLF_CART_IDLE_MS, onIdle);
  return record ? <OutboxStatusBanner record={record} sent={golfCartSentMessage} /> : null;
}

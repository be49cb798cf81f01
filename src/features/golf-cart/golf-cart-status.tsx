import { useEffect } from 'react';
import type { OutboxRecord } from '../../offline/db';
import { outboxLabel } from '../../offline/labels';
import { supportsBackgroundSync } from '../../offline/triggers';
import { Banner } from '../../ui/banner';

/** SPEC.md §4: golf-cart success returns to idle after 5 s. */
export const GOLF_CART_IDLE_MS = 5_000;
export const golfCartSentMessage = 'Your golf cart request has been sent.';

interface GolfCartStatusProps {
  /** The request just made, live from the outbox (undefined once discarded). */
  record: OutboxRecord | undefined;
  onIdle: () => void;
}

/** What became of the request just made: saved, sending, sent, or what to do about it. */
export function GolfCartStatus({ record, onIdle }: GolfCartStatusProps) {
  const sent = record?.status === 'sent';
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onIdle, GOLF_CART_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onIdle]);

  if (!record) return null;
  const label = outboxLabel(record);
  switch (record.status) {
    case 'sent':
      return (
        <Banner tone="success">
          {golfCartSentMessage} <span>({label})</span>
        </Banner>
      );
    case 'rejected':
    case 'expired':
      return (
        <Banner tone="error">
          {label}: {record.lastError ?? label}
        </Banner>
      );
    case 'pending':
      return (
        <Banner tone="info">
          {label}
          {/* iOS and Firefox have no Background Sync: the request leaves only while we are open. */}
          {!supportsBackgroundSync() && <> Keep Gatehouse open until it is sent.</>}
        </Banner>
      );
    default:
      return <Banner tone="info">{label}</Banner>;
  }
}

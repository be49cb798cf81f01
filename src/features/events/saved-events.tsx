import type { ReactNode } from 'react';
import type { Event } from '../../../contract/events';
import { messages } from '../../../contract/messages';
import { freshnessLabel } from '../../offline/collections';
import type { CollectionState } from '../../offline/use-collection';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { useNow } from '../../lib/use-now';
import styles from './events.module.css';

interface SavedEventsProps {
  events: CollectionState<Event>;
  /** The page's view of the events, shown once a copy is on the phone. */
  children: ReactNode;
}

/**
 * The saved copy always wins over an error: offline, or when the refresh failed, the events on
 * the phone show with how old they are; with nothing saved the page says so, never inventing.
 */
export function SavedEvents({ events, children }: SavedEventsProps) {
  const now = useNow();
  const saved = events.refreshedAt !== undefined;
  const failed = events.isOffline || (events.error !== null && !events.isRefreshing);

  if (!saved) {
    if (events.isOffline) return <Notice>{messages.eventsNothingSaved}</Notice>;
    if (failed) return <Banner tone="error">{messages.eventsFetchFailed}</Banner>;
    return <Spinner label="Loading events…" />;
  }
  return (
    <>
      {failed && <Notice>{messages.eventsSavedOffline}</Notice>}
      <p className={styles.freshness}>
        {freshnessLabel(events.refreshedAt, now, !events.isOffline)}
      </p>
      {children}
    </>
  );
}

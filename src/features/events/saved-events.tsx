import type { ReactNode } from 'react';
import type { Event } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import type { CollectionState } from '../../offline/use-collection';
import { SavedCopy, type SavedCopyWords } from '../../ui/saved-copy';

const words: SavedCopyWords = {
  nothingSaved: messages.eventsNothingSaved,
  loadFailed: messages.eventsFetchFailed,
  savedOffline: messages.eventsSavedOffline,
  loading: 'Loading events…',
};

/** The events on the phone, with how old they are; never invented when nothing is saved. */
export function SavedEvents({
  events,
  children,
}: {
  events: CollectionState<Event>;
  children: ReactNode;
}) {
  return (
    <SavedCopy collection={events} words={words}>
      {children}
    </SavedCopy>
  );
}

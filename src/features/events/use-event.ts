/**
 * One event for /event/{eventId}: the saved list answers at once (offline too); when online,
 * `getEvent` refreshes it and adds the resident's own registration.
 */
import { useQuery } from '@tanstack/react-query';
import { getEvent, type EventDetail } from '../../../contract/events/events';
import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { useSession } from '../../api/session';
import { useEvents } from './events-collection';

/** Prefix of every copy of one event's detail, for `invalidateQueries`. */
export function eventQueryKey(eventId: string, userId?: string): readonly unknown[] {
  return userId === undefined ? ['event', eventId] : ['event', eventId, userId];
}

export type EventLookup =
  | { state: 'ready'; event: EventDetail; myRegistration: EventDetail['my_registration'] }
  | { state: 'loading' | 'notFound' | 'failed' };

export function useEvent(eventId: string): EventLookup {
  const events = useEvents();
  const { user } = useSession();
  // byId: ids are numbers; anything else cannot be an event, so it is not asked for.
  const valid = /^\d+$/.test(eventId);
  const detail = useQuery({
    queryKey: eventQueryKey(eventId, user?.id ?? ''),
    queryFn: ({ signal }) => callApi(getEvent, { params: { id: eventId }, signal }),
    enabled: valid && !events.isOffline,
    // It carries this resident's registration; the saved list is the offline copy.
    meta: { persist: false },
  });

  const gone = isApiError(detail.error) && detail.error.status === 404;
  if (!valid || gone) return { state: 'notFound' };
  const event = detail.data ?? events.items.find((item) => item.id === eventId);
  if (event) {
    // The saved list carries the household's registration too, so it shows offline as well.
    return { state: 'ready', event, myRegistration: event.my_registration };
  }
  if (detail.error && !detail.isFetching) return { state: 'failed' };
  if (events.isOffline && events.isLoaded) return { state: 'failed' };
  return { state: 'loading' };
}

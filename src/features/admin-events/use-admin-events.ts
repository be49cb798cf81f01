/** The admin's events: an online list and its writes, each write refreshing the list after. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEvent, deleteEvent, listEvents } from '../../../contract/events/events';
import { listEventRegistrations, updateEvent } from '../../../contract/events/attendees';
import { callApi, uploadWithProgress } from '../../api/client';
import type { UploadVariables } from '../../ui/use-file-upload';

export const eventKeys = {
  all: ['events'] as const,
  adminList: () => [...eventKeys.all, 'admin-list'] as const,
  registrations: (id: string) => [...eventKeys.all, 'registrations', id] as const,
};

export function useAdminEvents() {
  return useQuery({
    queryKey: eventKeys.adminList(),
    queryFn: ({ signal }) => callApi(listEvents, { signal }),
  });
}

/** Who is coming to one event, registered then waitlisted (online; the last copy offline). */
export function useEventRegistrations(id: string) {
  return useQuery({
    queryKey: eventKeys.registrations(id),
    queryFn: ({ signal }) => callApi(listEventRegistrations, { params: { id }, signal }),
  });
}

function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** Create (no id) or edit (the event's id): the same multipart body, the image optional on edit. */
export function useSaveEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, body, onProgress }: UploadVariables & { id?: string }) =>
      id === undefined
        ? uploadWithProgress(createEvent, { body, onProgress })
        : uploadWithProgress(updateEvent, { params: { id }, body, onProgress }),
    onSuccess: refresh,
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteEvent, { params: { id } }),
    onSuccess: refresh,
  });
}

/** The admin's events: an online list and its writes, each write refreshing the list after. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEvent, deleteEvent, listEvents } from '../../../contract/events';
import { callApi, uploadWithProgress } from '../../api/client';
import type { UploadVariables } from '../../ui/use-file-upload';

export const eventKeys = {
  all: ['events'] as const,
  adminList: () => [...eventKeys.all, 'admin-list'] as const,
};

export function useAdminEvents() {
  return useQuery({
    queryKey: eventKeys.adminList(),
    queryFn: ({ signal }) => callApi(listEvents, { signal }),
  });
}

function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

export function useCreateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadVariables) =>
      uploadWithProgress(createEvent, { body, onProgress }),
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

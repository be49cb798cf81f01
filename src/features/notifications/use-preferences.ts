/** GET/PUT notifications/preferences: what each user wants to be told, per category. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
  type NotificationPreferences,
} from '../../../contract/notices/notifications';
import { callApi } from '../../api/client';

export function preferencesQueryKey(userId: string): readonly unknown[] {
  return ['notifications', 'preferences', userId];
}

export function usePreferences(userId: string) {
  return useQuery({
    queryKey: preferencesQueryKey(userId),
    queryFn: ({ signal }) => callApi(getNotificationPreferences, { signal }),
  });
}

/** Saves only what changed; the server answers with every category, which becomes the copy. */
export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationPreferences>) =>
      callApi(updateNotificationPreferences, { body: change }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey(userId), saved),
  });
}

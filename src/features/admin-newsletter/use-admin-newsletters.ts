/** The admin's newsletters: an online list and its writes, each write refreshing the list after. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteNewsletter,
  listNewsletters,
  uploadNewsletter,
} from '../../../contract/content/newsletters';
import { callApi, uploadWithProgress } from '../../api/client';
import type { UploadVariables } from '../../ui/use-file-upload';

export const newsletterKeys = {
  all: ['newsletters'] as const,
  adminList: () => [...newsletterKeys.all, 'admin-list'] as const,
};

export function useAdminNewsletters() {
  return useQuery({
    queryKey: newsletterKeys.adminList(),
    queryFn: ({ signal }) => callApi(listNewsletters, { signal }),
  });
}

function useRefreshNewsletters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
}

export function useUploadNewsletter() {
  const refresh = useRefreshNewsletters();
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadVariables) =>
      uploadWithProgress(uploadNewsletter, { body, onProgress }),
    onSuccess: refresh,
  });
}

export function useDeleteNewsletter() {
  const refresh = useRefreshNewsletters();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteNewsletter, { params: { id } }),
    onSuccess: refresh,
  });
}

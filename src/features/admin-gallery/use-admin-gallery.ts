/** The admin's gallery: an online list and its writes, each write refreshing the list after. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteGalleryImage,
  listGallery,
  uploadGalleryImage,
} from '../../../contract/content/gallery';
import { callApi, uploadWithProgress } from '../../api/client';
import type { UploadVariables } from '../../ui/use-file-upload';

export const galleryKeys = {
  all: ['gallery'] as const,
  adminList: () => [...galleryKeys.all, 'admin-list'] as const,
};

export function useAdminGallery() {
  return useQuery({
    queryKey: galleryKeys.adminList(),
    queryFn: ({ signal }) => callApi(listGallery, { query: {}, signal }),
  });
}

function useRefreshGallery() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: galleryKeys.all });
}

export function useUploadGalleryImage() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadVariables) =>
      uploadWithProgress(uploadGalleryImage, { body, onProgress }),
    onSuccess: refresh,
  });
}

export function useDeleteGalleryImage() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteGalleryImage, { params: { id } }),
    onSuccess: refresh,
  });
}

/**
 * The RWA's lost & found items: an online list (persisted like other admin lists, so its last
 * state shows offline) and the writes of the form, each fetching the list again after.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createLostFoundItem,
  listLostFoundItems,
  updateLostFoundItem,
  uploadLostFoundImage,
  type LostFoundInput,
  type LostFoundItem,
} from '../../../contract/lost-found/lost-found';
import { callApi, uploadWithProgress } from '../../api/client';

export const lostFoundKeys = {
  all: ['lost-found'] as const,
  adminList: () => [...lostFoundKeys.all, 'admin-list'] as const,
};

export function useAdminLostFound() {
  return useQuery({
    queryKey: lostFoundKeys.adminList(),
    queryFn: ({ signal }) => callApi(listLostFoundItems, { signal }),
  });
}

export function useRefreshLostFound() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lostFoundKeys.all });
}

interface Progress {
  onProgress: (fraction: number) => void;
}

/** Create: the item as JSON and the optional photo, in one multipart call with progress. */
export function useCreateItem() {
  const refresh = useRefreshLostFound();
  return useMutation({
    mutationFn: ({ body, onProgress }: Progress & { body: FormData }) =>
      uploadWithProgress(createLostFoundItem, { body, onProgress }),
    onSuccess: refresh,
  });
}

/** Edit: the fields, then a new photo if one was chosen (its own call, with progress). */
export function useUpdateItem() {
  const refresh = useRefreshLostFound();
  return useMutation({
    mutationFn: async (
      variables: Progress & { id: string; input: LostFoundInput; photo: File | undefined },
    ): Promise<LostFoundItem> => {
      const { id, input, photo, onProgress } = variables;
      const updated = await callApi(updateLostFoundItem, { params: { id }, body: input });
      if (!photo) return updated;
      const body = new FormData();
      body.set(uploadLostFoundImage.upload.field, photo);
      return uploadWithProgress(uploadLostFoundImage, { params: { id }, body, onProgress });
    },
    onSuccess: refresh,
  });
}

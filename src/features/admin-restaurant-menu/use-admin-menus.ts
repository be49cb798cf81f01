/** The admin's menus: an online list and its writes, each write refreshing the list after. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteMenu, listMenus, uploadMenu } from '../../../contract/content/menus';
import { callApi, uploadWithProgress } from '../../api/client';
import type { UploadVariables } from '../../ui/use-file-upload';

export const menuKeys = {
  all: ['menus'] as const,
  adminList: () => [...menuKeys.all, 'admin-list'] as const,
};

export function useAdminMenus() {
  return useQuery({
    queryKey: menuKeys.adminList(),
    queryFn: ({ signal }) => callApi(listMenus, { query: { menu_type: 'all' }, signal }),
  });
}

function useRefreshMenus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: menuKeys.all });
}

export function useUploadMenu() {
  const refresh = useRefreshMenus();
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadVariables) =>
      uploadWithProgress(uploadMenu, { body, onProgress }),
    onSuccess: refresh,
  });
}

export function useDeleteMenu() {
  const refresh = useRefreshMenus();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteMenu, { params: { id } }),
    onSuccess: refresh,
  });
}

/** RWA writes on updates: online-only (DESIGN.md §5), each refreshing the saved list after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createUpdate, deleteUpdate, type UpdateInput } from '../../../contract/content/updates';
import { callApi } from '../../api/client';
import { collectionQueryKey } from '../../offline/use-collection';
import { updatesCollection } from './updates-collection';

function useRefreshUpdates() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: collectionQueryKey(updatesCollection.name) });
}

export function useCreateUpdate() {
  const refresh = useRefreshUpdates();
  return useMutation({
    mutationFn: (input: UpdateInput) => callApi(createUpdate, { body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteUpdate() {
  const refresh = useRefreshUpdates();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteUpdate, { params: { id } }),
    onSuccess: refresh,
  });
}

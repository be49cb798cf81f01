/** Admin writes on tenders: online-only (DESIGN.md §5), each refreshing the saved list after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTender,
  deleteTender,
  updateTender,
  type TenderInput,
} from '../../../contract/content/tenders';
import { callApi } from '../../api/client';
import { collectionQueryKey } from '../../offline/use-collection';
import { tendersCollection } from './tenders-collection';

export interface SaveTender {
  /** Absent for a new tender. */
  id?: string;
  input: TenderInput;
}

function useRefreshTenders() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: collectionQueryKey(tendersCollection.name) });
}

export function useSaveTender() {
  const refresh = useRefreshTenders();
  return useMutation({
    mutationFn: ({ id, input }: SaveTender) =>
      id === undefined
        ? callApi(createTender, { body: input })
        : callApi(updateTender, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteTender() {
  const refresh = useRefreshTenders();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteTender, { params: { id } }),
    onSuccess: refresh,
  });
}

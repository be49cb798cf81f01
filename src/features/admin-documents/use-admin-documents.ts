/** The admin's documents: one apartment's list, the upload and the delete, each write refreshing it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteDocument,
  listApartmentDocuments,
  uploadDocument,
} from '../../../contract/documents/documents';
import { callApi, uploadWithProgress } from '../../api/client';
import type { UploadVariables } from '../../ui/use-file-upload';

const documentKeys = {
  all: ['admin-documents'] as const,
  apartment: (apartment: string) => [...documentKeys.all, apartment] as const,
};

/** Nothing is asked until an apartment has been searched for. */
export function useApartmentDocumentsList(apartment: string) {
  return useQuery({
    queryKey: documentKeys.apartment(apartment),
    queryFn: ({ signal }) => callApi(listApartmentDocuments, { params: { apartment }, signal }),
    enabled: apartment !== '',
  });
}

function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
}

export function useUploadDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadVariables) =>
      uploadWithProgress(uploadDocument, { body, onProgress }),
    onSuccess: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteDocument, { params: { id } }),
    onSuccess: refresh,
  });
}

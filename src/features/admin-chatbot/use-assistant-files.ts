/** The assistant's documents for /admin/chatbot: the list, the upload and the removal. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAssistantFile,
  listAssistantFiles,
  uploadAssistantPdfs,
} from '../../../contract/assistant/assistant';
import { callApi, uploadWithProgress } from '../../api/client';
import type { UploadVariables } from '../../ui/use-file-upload';

const fileKeys = { all: ['assistant-files'] as const };

export function useAssistantFiles() {
  return useQuery({
    queryKey: fileKeys.all,
    queryFn: ({ signal }) => callApi(listAssistantFiles, { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fileKeys.all });
}

export function useUploadAssistantPdfs() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadVariables) =>
      uploadWithProgress(uploadAssistantPdfs, { body, onProgress }),
    onSuccess,
  });
}

export function useDeleteAssistantFile() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteAssistantFile, { params: { id } }),
    onSuccess,
  });
}

/**
 * What the assistant could not answer, and the estate's thesaurus, for /admin/chatbot (issue 37):
 * the RWA reads the first to know what to add to the rule book, and edits the second so residents'
 * words find the book's ("visitor" for "guest").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAssistantSynonyms,
  listUnansweredQuestions,
  saveAssistantSynonyms,
  type SynonymGroups,
} from '../../../contract/assistant/assistant';
import { callApi } from '../../api/client';

const keys = {
  unanswered: ['assistant-unanswered'] as const,
  synonyms: ['assistant-synonyms'] as const,
};

export function useUnansweredQuestions() {
  return useQuery({
    queryKey: keys.unanswered,
    queryFn: ({ signal }) => callApi(listUnansweredQuestions, { signal }),
  });
}

export function useAssistantSynonyms() {
  return useQuery({
    queryKey: keys.synonyms,
    queryFn: ({ signal }) => callApi(getAssistantSynonyms, { signal }),
  });
}

export function useSaveAssistantSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SynonymGroups) => callApi(saveAssistantSynonyms, { body }),
    onSuccess: (saved) => queryClient.setQueryData(keys.synonyms, { groups: saved.groups }),
  });
}

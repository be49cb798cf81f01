/**
 * The apartment's passes: the list (a small online-only answer, so it sits in the persisted
 * query cache and shows offline with its age, DESIGN.md §4), and the two writes that change it.
 * Both are online-only: a code and a signed QR can only come from the server.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPass,
  listPasses,
  revokePass,
  type PassFields,
  type VisitorPass,
} from '../../../contract/gate/visitors';
import { callApi } from '../../api/client';

/** Asked again while the page is open, so "Arrived 10:42" shows without a reload. */
const PASSES_REFRESH_MS = 30_000;

export const visitorKeys = {
  passes: (userId: string) => ['visitors', 'passes', userId] as const,
  walkIns: (userId: string) => ['visitors', 'walk-ins', userId] as const,
  walkIn: (id: string) => ['visitors', 'walk-in', id] as const,
  attendance: (userId: string, month: string) => ['visitors', 'attendance', userId, month] as const,
};

export const passesQuery = (userId: string) =>
  queryOptions({
    queryKey: visitorKeys.passes(userId),
    queryFn: ({ signal }) => callApi(listPasses, { signal }),
    enabled: userId !== '',
    staleTime: 0,
    refetchInterval: PASSES_REFRESH_MS,
  });

/** Puts the server's copy of one pass into the list at once, then asks for the whole list. */
function usePassSaved(userId: string) {
  const queryClient = useQueryClient();
  return (pass: VisitorPass) => {
    const key = visitorKeys.passes(userId);
    queryClient.setQueryData<VisitorPass[]>(key, (old = []) => [
      pass,
      ...old.filter((other) => other.id !== pass.id),
    ]);
    void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useCreatePass(userId: string) {
  const saved = usePassSaved(userId);
  return useMutation({
    mutationFn: (body: PassFields) => callApi(createPass, { body }),
    onSuccess: saved,
  });
}

export function useRevokePass(userId: string) {
  const saved = usePassSaved(userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pass: VisitorPass) => callApi(revokePass, { params: { id: pass.id } }),
    onSuccess: saved,
    // A refusal (already revoked, gone) often means the list is old: show the real one.
    onError: () => void queryClient.invalidateQueries({ queryKey: visitorKeys.passes(userId) }),
  });
}

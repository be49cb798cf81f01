/**
 * Walk-ins for the apartment: a visitor without a pass waits at the gate while the residents
 * answer. The list is asked for every 5 s while the page is open, visible and online (and on
 * focus), so a new one shows while the guard waits; it is never persisted: a stale "At the
 * gate" would be worse than none. The first answer wins; a later one gets 409.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decideWalkIn,
  getWalkIn,
  listWalkIns,
  type WalkIn,
  type WalkInDecision,
} from '../../../contract/gate/desk';
import { callApi } from '../../api/client';
import { visitorKeys } from './use-passes';

const WALK_INS_REFRESH_MS = 5_000;

export function useWalkIns(userId: string, online: boolean) {
  return useQuery({
    queryKey: visitorKeys.walkIns(userId),
    queryFn: ({ signal }) => callApi(listWalkIns, { signal }),
    enabled: userId !== '',
    staleTime: 0,
    refetchInterval: online ? WALK_INS_REFRESH_MS : false,
    refetchOnWindowFocus: 'always',
    meta: { persist: false },
  });
}

/** The one the inbox notice names (`/visitors?walk_in=<id>`), which may be older than the list. */
export function useWalkIn(id: string | undefined) {
  return useQuery({
    queryKey: visitorKeys.walkIn(id ?? ''),
    queryFn: ({ signal }) => callApi(getWalkIn, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
    staleTime: 0,
    meta: { persist: false },
  });
}

export function useDecideWalkIn(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: WalkInDecision }) =>
      callApi(decideWalkIn, { params: { id }, body: { decision } }),
    onSuccess: (answered) => {
      queryClient.setQueryData<WalkIn[]>(visitorKeys.walkIns(userId), (old) =>
        old?.map((walkIn) => (walkIn.id === answered.id ? answered : walkIn)),
      );
      queryClient.setQueryData(visitorKeys.walkIn(answered.id), answered);
    },
    // Answered here or by someone else first (409): either way, show what the server holds.
    onSettled: (_result, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: visitorKeys.walkIns(userId) });
      void queryClient.invalidateQueries({ queryKey: visitorKeys.walkIn(id) });
    },
  });
}

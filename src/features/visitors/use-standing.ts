/**
 * The flat's standing approvals (issue 34): the list (a small online-only answer kept in the
 * persisted query cache, so it shows offline with its age) and the two writes that change it,
 * online-only like passes: the gate hears of them from the server.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createStandingApproval,
  listStandingApprovals,
  stopStandingApproval,
  type StandingApproval,
  type StandingFields,
} from '../../../contract/gate/standing';
import { callApi } from '../../api/client';

export const standingKeys = {
  list: (userId: string) => ['visitors', 'standing', userId] as const,
};

export const standingQuery = (userId: string) =>
  queryOptions({
    queryKey: standingKeys.list(userId),
    queryFn: ({ signal }) => callApi(listStandingApprovals, { signal }),
    enabled: userId !== '',
  });

function useRefreshList(userId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: standingKeys.list(userId) });
}

export function useCreateStanding(userId: string) {
  const refresh = useRefreshList(userId);
  return useMutation({
    mutationFn: (body: StandingFields) => callApi(createStandingApproval, { body }),
    onSuccess: refresh,
  });
}

export function useStopStanding(userId: string) {
  const refresh = useRefreshList(userId);
  return useMutation({
    mutationFn: (approval: StandingApproval) =>
      callApi(stopStandingApproval, { params: { id: approval.id } }),
    // Stopped or refused (already stopped elsewhere): either way the list may be old.
    onSettled: refresh,
  });
}

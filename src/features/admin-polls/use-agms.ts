/**
 * The RWA's general meetings (issue 36): the list, one meeting with its agenda and attendance,
 * setting one up and marking a flat present or not. Online-only like the rest of /admin/polls;
 * each write reads the meetings again (their keys sit under `polls`, so a resolution's write
 * does too).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAgm, getAgm, markAttendance, type AgmFields } from '../../../contract/polls/agms';
import { callApi } from '../../api/client';
import { agmsQuery, pollKeys } from '../../api/polls';

export const useAgms = () => useQuery(agmsQuery());

export function useAgm(agmId: string) {
  return useQuery({
    queryKey: pollKeys.agm(agmId),
    queryFn: ({ signal }) => callApi(getAgm, { params: { id: agmId }, signal }),
    // Its agenda's states and the door's marks move during the meeting: read afresh when opened.
    staleTime: 0,
  });
}

function useRefreshAgms() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: pollKeys.agms });
}

export function useCreateAgm() {
  const refresh = useRefreshAgms();
  return useMutation({
    mutationFn: (body: AgmFields) => callApi(createAgm, { body }),
    onSuccess: refresh,
  });
}

export function useMarkAttendance(agmId: string) {
  const refresh = useRefreshAgms();
  return useMutation({
    mutationFn: (body: { apartment: string; present: boolean }) =>
      callApi(markAttendance, { params: { id: agmId }, body }),
    onSuccess: refresh,
  });
}

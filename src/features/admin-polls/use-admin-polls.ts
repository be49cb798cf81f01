/**
 * The RWA's polls (issue 36): the list (the residents' `GET polls`, which the RWA may call),
 * setting one up or changing it before it opens, closing it early, the turnout, and a ballot
 * cast on paper. Online-only, like the other admin pages; each write reads the list again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  closePoll,
  createPoll,
  listPolls,
  pollTurnout,
  recordPaperVote,
  updatePoll,
  type PollFields,
} from '../../../contract/polls/polls';
import { pollResultsCsv, pollResultsPdf } from '../../../contract/polls/results';
import { listResidents } from '../../../contract/register/members';
import { callApi, fetchFile } from '../../api/client';
import { downloadCsvOf } from '../../api/download-csv';
import { indiaDay } from '../../lib/india-time';
import { pollKeys } from '../../api/polls';
import { pdfFileName, saveBytes } from '../../ui/pdf-viewer/save-bytes';

const adminListKey = [...pollKeys.all, 'admin'] as const;

export function useAdminPolls() {
  return useQuery({
    queryKey: adminListKey,
    queryFn: ({ signal }) => callApi(listPolls, { signal }),
  });
}

/** After a write the list, turnout and results of polls may all have changed. */
function useRefreshPolls() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: pollKeys.all });
}

export function useSavePoll() {
  const refresh = useRefreshPolls();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PollFields }) =>
      id ? callApi(updatePoll, { params: { id }, body }) : callApi(createPoll, { body }),
    onSuccess: refresh,
  });
}

/**
 * Whether anyone present in the register is marked owner (issue 36): "Owners only" needs one.
 * Read from the residents' list, under its key, so marking an owner there is seen here.
 */
export function useOwnersMarked(): boolean | undefined {
  return useQuery({
    queryKey: ['residents'],
    queryFn: ({ signal }) => callApi(listResidents, { signal }),
    select: (people) => people.some((person) => person.is_owner && person.removed_at === null),
  }).data;
}

export function useClosePoll() {
  const refresh = useRefreshPolls();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(closePoll, { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
}

export function useTurnout(pollId: string, enabled: boolean) {
  return useQuery({
    queryKey: pollKeys.turnout(pollId),
    queryFn: ({ signal }) => callApi(pollTurnout, { params: { id: pollId }, signal }),
    enabled,
    // A count that moves while the poll is open: read afresh whenever it is shown.
    staleTime: 0,
  });
}

export function usePaperVote(pollId: string) {
  const refresh = useRefreshPolls();
  return useMutation({
    mutationFn: (body: { apartment: string; choices: string[] }) =>
      callApi(recordPaperVote, { params: { id: pollId }, body }),
    onSuccess: refresh,
  });
}

/** `poll-results-<poll>-<today>.csv`: one row per option, for the minutes. */
export function downloadResultsCsv(pollId: string): Promise<void> {
  return downloadCsvOf(
    pollResultsCsv,
    { id: pollId },
    `poll-results-${pollId.slice(0, 8)}-${indiaDay()}.csv`,
  );
}

/** `Results <question>.pdf`: the count on the estate's sheet, for the minutes. */
export async function downloadResultsPdf(poll: { id: string; question: string }): Promise<void> {
  const { bytes } = await fetchFile(pollResultsPdf, { params: { id: poll.id } });
  saveBytes(bytes, pdfFileName(`Results ${poll.question}`));
}

/**
 * A poll's results (issue 36), read by residents and the RWA alike: after close, or live where
 * the RWA allowed it; and the general meetings that resolutions belong to. Kept in the persisted
 * query cache (DESIGN.md §4), so what was read once shows again with no signal.
 */
import { queryOptions } from '@tanstack/react-query';
import { listAgms } from '../../contract/polls/agms';
import { pollResults } from '../../contract/polls/results';
import { callApi } from './client';

export const pollKeys = {
  all: ['polls'] as const,
  results: (pollId: string) => ['polls', 'results', pollId] as const,
  bulletin: (pollId: string) => ['polls', 'bulletin', pollId] as const,
  turnout: (pollId: string) => ['polls', 'turnout', pollId] as const,
  /** Under `polls`: a write on a resolution reads its meeting again too. */
  agms: ['polls', 'agms'] as const,
  agm: (agmId: string) => ['polls', 'agms', agmId] as const,
};

export const pollResultsQuery = (pollId: string, enabled = true) =>
  queryOptions({
    queryKey: pollKeys.results(pollId),
    queryFn: ({ signal }) => callApi(pollResults, { params: { id: pollId }, signal }),
    enabled,
  });

/** The general meetings (resolutions name theirs), for the ballot and the RWA's page alike. */
export const agmsQuery = () =>
  queryOptions({
    queryKey: pollKeys.agms,
    queryFn: ({ signal }) => callApi(listAgms, { signal }),
  });

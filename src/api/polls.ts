/**
 * A poll's results (issue 36), read by residents and the RWA alike: after close, or live where
 * the RWA allowed it. Kept in the persisted query cache (DESIGN.md §4), so results once read
 * show again with no signal.
 */
import { queryOptions } from '@tanstack/react-query';
import { pollResults } from '../../contract/polls/results';
import { callApi } from './client';

export const pollKeys = {
  all: ['polls'] as const,
  results: (pollId: string) => ['polls', 'results', pollId] as const,
  bulletin: (pollId: string) => ['polls', 'bulletin', pollId] as const,
  turnout: (pollId: string) => ['polls', 'turnout', pollId] as const,
};

export const pollResultsQuery = (pollId: string, enabled = true) =>
  queryOptions({
    queryKey: pollKeys.results(pollId),
    queryFn: ({ signal }) => callApi(pollResults, { params: { id: pollId }, signal }),
    enabled,
  });

/**
 * A vote goes through the outbox (issue 36, DESIGN.md §5): a resident with no signal votes all
 * the same, and the phone sends it when it can. It counts only if it reaches the server before
 * the poll closes; a late one is refused (409, "The poll closed at …") and shows that sentence.
 * One key per poll and ballot (the flat's own, or a flat whose proxy it holds), so a changed
 * vote queued behind the first is sent after it and the later choice stands. Worker-safe.
 */
import { messages } from '../../../contract/messages';
import { castVote, type VoteFields } from '../../../contract/polls/polls';
import type { OutboxKind } from '../outbox-kinds';

export const POLL_VOTE_KIND = 'pollVote';

export interface PollVotePayload {
  poll_id: string;
  vote: VoteFields;
}

/** Which ballot a vote is for: the caller's own, or a proxy's flat. */
export const pollBallotKey = (pollId: string, forApartment?: string) =>
  `poll:${pollId}:${forApartment ?? 'own'}`;

export const pollVoteKind: OutboxKind<PollVotePayload> = {
  kind: POLL_VOTE_KIND,
  endpoint: castVote,
  toRequest: ({ poll_id, vote }) => ({ params: { id: poll_id }, body: vote }),
  entityKey: ({ poll_id, vote }) => pollBallotKey(poll_id, vote.for_apartment),
  // No expiry on the phone: the server's clock decides, and its sentence says when it closed.
  failure: messages.voteFailed,
};

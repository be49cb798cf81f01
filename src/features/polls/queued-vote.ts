/**
 * A vote in the outbox (issue 36): queued always, online or not; the drainer (this tab, another,
 * or the service worker) sends it once. While it waits, the page says plainly that it counts only
 * if it reaches the server before the close, and louder in the last hour; a vote the server
 * refused as too late shows the server's own sentence ("The poll closed at …").
 */
import type { VoteFields } from '../../../contract/polls/polls';
import type { OutboxRecord } from '../../offline/db';
import {
  POLL_VOTE_KIND,
  pollBallotKey,
  registerOutboxKinds,
  type PollVotePayload,
} from '../../offline/kinds';
import { enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';
import { durationWords, pollMoment } from '../../ui/polls/poll-times';

// Idempotent; the app registers at start too, but this page must work however it is reached.
registerOutboxKinds();

const HOUR = 3_600_000;

export async function queueVote(pollId: string, vote: VoteFields, userId: string): Promise<void> {
  const payload: PollVotePayload = { poll_id: pollId, vote };
  await enqueue(POLL_VOTE_KIND, payload, { userId });
  notifyEnqueued();
}

export const voteOf = (record: OutboxRecord): VoteFields =>
  (record.payload as PollVotePayload).vote;

/** The newest of `records` (oldest first) for this ballot: the flat's own, or a proxy's. */
export function latestVote(
  records: readonly OutboxRecord[],
  pollId: string,
  forApartment?: string,
): OutboxRecord | undefined {
  const key = pollBallotKey(pollId, forApartment);
  return records.filter((record) => record.entityKey === key).at(-1);
}

/** Still on its way: the phone has it, the server not yet. */
export const isWaiting = (record: OutboxRecord | undefined): record is OutboxRecord =>
  record !== undefined && ['pending', 'sending', 'needsAuth'].includes(record.status);

/** The receipt the server gave a vote that arrived. */
export function receiptOf(record: OutboxRecord | undefined): string | undefined {
  if (record?.status !== 'sent') return undefined;
  const result = record.serverResult as { receipt?: unknown } | undefined;
  return typeof result?.receipt === 'string' ? result.receipt : undefined;
}

export interface WaitingNotice {
  /** The close is under an hour away (or past): say it louder. */
  urgent: boolean;
  text: string;
}

/** What a vote still on the phone means, by how near the poll's close is. */
export function waitingVoteNotice(closesAt: number, now: number): WaitingNotice {
  const close = pollMoment(closesAt);
  const left = closesAt - now;
  if (left <= 0) {
    return {
      urgent: true,
      text: `The poll closed at ${close}. A vote still on this phone will not count.`,
    };
  }
  if (left < HOUR) {
    return {
      urgent: true,
      text:
        `The poll closes in ${durationWords(left)}: your vote is still on this ` +
        `phone and counts only if it reaches the server before ${close}. Find a signal now.`,
    };
  }
  return {
    urgent: false,
    text: `Waiting to send — it counts only if it reaches the server before ${close}.`,
  };
}

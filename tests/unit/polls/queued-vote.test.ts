// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../../src/offline/db';
import { pollBallotKey } from '../../../src/offline/kinds';
import {
  isWaiting,
  latestVote,
  receiptOf,
  waitingVoteNotice,
} from '../../../src/features/polls/queued-vote';
import { pollMoment } from '../../../src/ui/polls/poll-times';

const closes = Date.parse('2026-12-20T12:30:00Z');
const MINUTE = 60_000;

const record = (changes: Partial<OutboxRecord>): OutboxRecord => ({
  id: crypto.randomUUID(),
  kind: 'pollVote',
  schemaVersion: 1,
  payload: { poll_id: 'p1', vote: { choices: ['o1'] } },
  userId: 'u1',
  entityKey: pollBallotKey('p1'),
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  updatedAt: 0,
  ...changes,
});

describe('a vote waiting on the phone (issue 36)', () => {
  it('says plainly it counts only if it reaches the server before the close', () => {
    expect(waitingVoteNotice(closes, closes - 2 * 24 * 60 * MINUTE)).toEqual({
      urgent: false,
      text: `Waiting to send — it counts only if it reaches the server before ${pollMoment(closes)}.`,
    });
  });

  it('warns louder in the last hour, with the minutes left', () => {
    expect(waitingVoteNotice(closes, closes - 40 * MINUTE)).toEqual({
      urgent: true,
      text:
        'The poll closes in 40 min: your vote is still on this phone and counts only if it ' +
        `reaches the server before ${pollMoment(closes)}. Find a signal now.`,
    });
  });

  it('says a vote still on the phone after the close will not count', () => {
    expect(waitingVoteNotice(closes, closes + MINUTE)).toEqual({
      urgent: true,
      text: `The poll closed at ${pollMoment(closes)}. A vote still on this phone will not count.`,
    });
  });

  it('keeps each ballot’s newest vote apart: the flat’s own and a proxy’s', () => {
    const first = record({ createdAt: 1 });
    const changed = record({ createdAt: 2, payload: { poll_id: 'p1', vote: { choices: ['o2'] } } });
    const proxy = record({ createdAt: 3, entityKey: pollBallotKey('p1', 'B202') });
    const records = [first, changed, proxy];
    expect(latestVote(records, 'p1')).toBe(changed);
    expect(latestVote(records, 'p1', 'B202')).toBe(proxy);
    expect(latestVote(records, 'p2')).toBeUndefined();
  });

  it('takes a receipt only from a vote that arrived, and waits only while unsent', () => {
    expect(isWaiting(record({ status: 'pending' }))).toBe(true);
    expect(isWaiting(record({ status: 'rejected' }))).toBe(false);
    expect(receiptOf(record({ status: 'sent', serverResult: { receipt: 'K7Q2' } }))).toBe('K7Q2');
    expect(
      receiptOf(record({ status: 'pending', serverResult: { receipt: 'K7Q2' } })),
    ).toBeUndefined();
  });
});

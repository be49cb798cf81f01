/**
 * Casting one voter's ballot, inside a transaction that holds the poll's row (so two phones of a
 * flat, or a phone and the RWA's paper entry, take turns): the voter is marked in
 * `poll_voters`, and the ballot written — or replaced, for a changed vote — under its key.
 */
import type { Kysely } from 'kysely';
import type { VoteRoute } from '../../../contract/polls/polls';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { ballotKey, newReceipt } from './ballot-keys';
import { mustBeOpen, type PollRow } from './poll-views';

export interface Ballot {
  poll: PollRow;
  /** The apartment, or `user:<id>` on a poll of persons. */
  voter: string;
  via: VoteRoute;
  /** Checked against the ballot already (checkedChoices). */
  choices: string[];
  now: Date;
}

/** Answers the ballot's receipt code (the same one when a vote is changed). */
export async function castBallot(
  tx: Kysely<Database>,
  secret: string,
  ballot: Ballot,
): Promise<string> {
  const { poll, voter, via, choices, now } = ballot;
  mustBeOpen(poll, now);
  const before = await tx
    .selectFrom('poll_voters')
    .select('via')
    .where('poll_id', '=', poll.id)
    .where('voter', '=', voter)
    .executeTakeFirst();
  if (before) {
    // Paper and online never both count; paper is the RWA's record of a meeting, kept as cast.
    if (via === 'paper') throw new HttpError(409, messages.paperAfterOnline);
    if (before.via === 'paper') throw new HttpError(409, messages.votedOnPaper);
    if (poll.votes_final) throw new HttpError(409, messages.voteFinal);
  }
  await tx
    .insertInto('poll_voters')
    .values({ poll_id: poll.id, voter, via })
    .onConflict((conflict) => conflict.columns(['poll_id', 'voter']).doUpdateSet({ via }))
    .execute();

  const openVoter = poll.secret ? null : voter;
  if (via === 'paper') {
    const receipt = newReceipt();
    await tx
      .insertInto('poll_ballots')
      .values({ poll_id: poll.id, receipt, ballot_key: null, open_voter: openVoter, choices })
      .execute();
    return receipt;
  }
  const written = await tx
    .insertInto('poll_ballots')
    .values({
      poll_id: poll.id,
      receipt: newReceipt(),
      ballot_key: ballotKey(secret, poll.id, voter),
      open_voter: openVoter,
      choices,
    })
    .onConflict((conflict) => conflict.columns(['poll_id', 'ballot_key']).doUpdateSet({ choices }))
    .returning('receipt')
    .executeTakeFirstOrThrow();
  return written.receipt;
}

/** The voter's own ballot (choices and receipt), found by its key; null before voting or on paper. */
export async function ballotOf(
  db: Kysely<Database>,
  secret: string,
  pollId: string,
  voter: string,
): Promise<{ choices: string[]; receipt: string } | null> {
  const row = await db
    .selectFrom('poll_ballots')
    .select(['choices', 'receipt'])
    .where('poll_id', '=', pollId)
    .where('ballot_key', '=', ballotKey(secret, pollId, voter))
    .executeTakeFirst();
  return row ?? null;
}

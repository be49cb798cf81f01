/**
 * The resident's side of polls (issue 36): the polls with the flat's standing on each, the vote
 * (from the outbox: a second phone of the flat replaces the flat's ballot, never adds one), and
 * the proxy a flat gives another for a poll.
 */
import type { Kysely } from 'kysely';
import type { MyStanding } from '../../../contract/polls/polls';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import type { HandlersFor } from '../../platform/http/handler';
import { HttpError } from '../../platform/http/http-error';
import { ballotOf, castBallot } from './cast-ballot';
import { barredDays, refuseOverdueVoter } from './dues-rule';
import { castsForFlat, onRoll, voterOf } from './electorate';
import { checkedChoices, loadPoll, loadPolls, statusAt, toPoll, type PollRow } from './poll-views';
import { giveProxy } from './proxies';

/** Why the caller cannot vote on the poll, in the server's sentence; null when they can. */
async function ineligibility(
  db: Kysely<Database>,
  poll: PollRow,
  voter: string,
  user: User,
  now: Date,
) {
  if (!(await onRoll(db, poll.electorate, voter))) return messages.voteNotEligible;
  if (!castsForFlat(poll.electorate, user)) return messages.ownersOnlyVote;
  const overdue = await barredDays(db, poll, user.apartment_number, now);
  return overdue !== null && poll.max_overdue_days !== null
    ? messages.voteBarredByDues(overdue, poll.max_overdue_days)
    : null;
}

async function standingOf(
  db: Kysely<Database>,
  secret: string,
  poll: PollRow,
  user: User,
  now: Date,
): Promise<MyStanding> {
  const voter = voterOf(poll.electorate, user);
  const [voted, given, held] = await Promise.all([
    db
      .selectFrom('poll_voters')
      .select('via')
      .where('poll_id', '=', poll.id)
      .where('voter', '=', voter)
      .executeTakeFirst(),
    db
      .selectFrom('poll_proxies')
      .select('to_apartment')
      .where('poll_id', '=', poll.id)
      .where('from_apartment', '=', voter)
      .executeTakeFirst(),
    db
      .selectFrom('poll_proxies')
      .select('from_apartment')
      .where('poll_id', '=', poll.id)
      .where('to_apartment', '=', voter)
      .orderBy('from_apartment')
      .execute(),
  ]);
  const reason = await ineligibility(db, poll, voter, user, now);
  return {
    ballot: await ballotOf(db, secret, poll.id, voter),
    voted_via: voted?.via ?? null,
    proxy_to: given?.to_apartment ?? null,
    proxies_held: await Promise.all(
      held.map(async ({ from_apartment }) => ({
        apartment: from_apartment,
        ballot: await ballotOf(db, secret, poll.id, from_apartment),
      })),
    ),
    eligible: reason === null,
    ineligible_reason: reason,
  };
}

export const pollVoteHandlers: HandlersFor<'listPolls' | 'getPoll' | 'castVote' | 'giveProxy'> = {
  async listPolls({ app, user }) {
    const now = app.now();
    const polls = await loadPolls(app.db);
    // Open first (closing soonest first), then upcoming, then closed (newest first).
    const rank = { open: 0, upcoming: 1, closed: 2 } as const;
    const ordered = polls
      .map((poll) => ({ poll, status: statusAt(poll.row, now) }))
      .sort(
        (a, b) =>
          rank[a.status] - rank[b.status] ||
          (a.status === 'closed' ? -1 : 1) *
            (a.poll.row.closes_at.getTime() - b.poll.row.closes_at.getTime()),
      );
    return Promise.all(
      ordered.map(async ({ poll }) => ({
        ...toPoll(poll, now),
        mine: await standingOf(app.db, app.config.jwtSecret, poll.row, user, now),
      })),
    );
  },

  async getPoll({ app, params, user }) {
    const now = app.now();
    const poll = await loadPoll(app.db, params.id);
    return {
      ...toPoll(poll, now),
      mine: await standingOf(app.db, app.config.jwtSecret, poll.row, user, now),
    };
  },

  castVote({ app, params, body, user, transaction }) {
    return transaction(async (tx) => {
      const poll = await loadPoll(tx, params.id, true);
      const own = voterOf(poll.row.electorate, user);
      // Also for a proxy held: the holding flat's owner uses it, as they would their own vote.
      const refuseNonOwner = () => {
        if (!castsForFlat(poll.row.electorate, user)) {
          throw new HttpError(403, messages.ownersOnlyVote);
        }
      };
      let voter = own;
      if (body.for_apartment !== undefined && body.for_apartment !== own) {
        const held = await tx
          .selectFrom('poll_proxies')
          .select('from_apartment')
          .where('poll_id', '=', poll.row.id)
          .where('from_apartment', '=', body.for_apartment)
          .where('to_apartment', '=', own)
          .executeTakeFirst();
        if (!held || poll.row.electorate === 'person') {
          throw new HttpError(403, messages.notProxyHolder(body.for_apartment));
        }
        refuseNonOwner();
        if ((await barredDays(tx, poll.row, body.for_apartment, app.now())) !== null) {
          throw new HttpError(403, messages.proxyFlatBarred(body.for_apartment));
        }
        voter = body.for_apartment;
      } else {
        if (!(await onRoll(tx, poll.row.electorate, own))) {
          throw new HttpError(403, messages.voteNotEligible);
        }
        refuseNonOwner();
        await refuseOverdueVoter(tx, poll.row, user.apartment_number, app.now());
        const given = await tx
          .selectFrom('poll_proxies')
          .select('to_apartment')
          .where('poll_id', '=', poll.row.id)
          .where('from_apartment', '=', own)
          .executeTakeFirst();
        if (given) throw new HttpError(409, messages.votedByProxy(given.to_apartment));
      }
      const receipt = await castBallot(tx, app.config.jwtSecret, {
        poll: poll.row,
        voter,
        via: voter === own ? 'online' : 'proxy',
        choices: checkedChoices(poll, body.choices),
        now: app.now(),
      });
      return { message: messages.voteRecorded, receipt };
    });
  },

  giveProxy({ app, params, body, user, transaction }) {
    return transaction(async (tx) => {
      const { row } = await loadPoll(tx, params.id, true);
      if (!castsForFlat(row.electorate, user)) throw new HttpError(403, messages.proxyOwnersOnly);
      await giveProxy(tx, row, user.apartment_number, body.to_apartment, app.now());
      return { message: messages.proxyGiven(body.to_apartment) };
    });
  },
};

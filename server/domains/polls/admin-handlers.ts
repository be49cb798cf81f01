/**
 * The RWA's side of polls (issue 36): setting one up (changed only before it opens), closing it
 * early with a reason, the turnout — who voted and how, never what on a secret ballot — and the
 * ballots cast on paper at a meeting.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { pollFields } from '../../../contract/polls/polls';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import type { HandlersFor } from '../../platform/http/handler';
import { HttpError } from '../../platform/http/http-error';
import { findAgm } from './agm-handlers';
import { castBallot } from './cast-ballot';
import { barredDays, checkDuesRule, pollRoll } from './dues-rule';
import { onRoll, personNames, refuseOwnersPollWithoutOwners } from './electorate';
import { checkedChoices, loadPoll, statusAt, toPoll } from './poll-views';

type PollBody = z.output<typeof pollFields>;

const settingsOf = (body: PollBody) => ({
  question: body.question,
  details: body.details,
  max_choices: body.max_choices,
  electorate: body.electorate,
  opens_at: new Date(body.opens_at),
  closes_at: new Date(body.closes_at),
  secret: body.secret,
  results_live: body.results_live,
  quorum_percent: body.quorum_percent,
  pass_percent: body.pass_percent,
  votes_final: body.votes_final,
  // Proxies are between flats: a poll of persons takes none.
  max_proxies: body.electorate === 'person' ? 0 : body.max_proxies,
  agm_id: body.agm_id,
  max_overdue_days: body.max_overdue_days,
});

async function writeOptions(tx: Kysely<Database>, pollId: string, labels: string[]) {
  await tx.deleteFrom('poll_options').where('poll_id', '=', pollId).execute();
  await tx
    .insertInto('poll_options')
    .values(
      labels.map((label, position) => ({ id: randomUUID(), poll_id: pollId, position, label })),
    )
    .execute();
}

export const pollAdminHandlers: HandlersFor<
  'createPoll' | 'updatePoll' | 'closePoll' | 'pollTurnout' | 'recordPaperVote'
> = {
  createPoll({ app, body, user, transaction, audit }) {
    const id = randomUUID();
    audit({ targetId: id, summary: `Poll "${body.question}" with ${body.options.length} options` });
    return transaction(async (tx) => {
      if (body.agm_id) await findAgm(tx, body.agm_id);
      await checkDuesRule(tx, body);
      await refuseOwnersPollWithoutOwners(tx, body.electorate);
      await tx
        .insertInto('polls')
        .values({
          id,
          ...settingsOf(body),
          created_by: user.name ?? user.phone_number,
          created_at: app.now(),
        })
        .execute();
      await writeOptions(tx, id, body.options);
      return toPoll(await loadPoll(tx, id), app.now());
    });
  },

  updatePoll({ app, params, body, transaction, audit }) {
    audit({ targetId: params.id, summary: `Poll "${body.question}" changed before it opened` });
    return transaction(async (tx) => {
      const { row } = await loadPoll(tx, params.id, true);
      if (statusAt(row, app.now()) !== 'upcoming')
        throw new HttpError(409, messages.pollAlreadyOpen);
      await checkDuesRule(tx, body);
      await refuseOwnersPollWithoutOwners(tx, body.electorate);
      await tx.updateTable('polls').set(settingsOf(body)).where('id', '=', row.id).execute();
      await writeOptions(tx, row.id, body.options);
      return toPoll(await loadPoll(tx, row.id), app.now());
    });
  },

  closePoll({ app, params, body, transaction, audit }) {
    audit({ targetId: params.id, summary: `Closed early: ${body.reason}` });
    return transaction(async (tx) => {
      const { row } = await loadPoll(tx, params.id, true);
      if (statusAt(row, app.now()) === 'closed')
        throw new HttpError(409, messages.pollAlreadyClosed);
      await tx
        .updateTable('polls')
        .set({ closed_early_at: app.now(), close_reason: body.reason })
        .where('id', '=', row.id)
        .execute();
      return toPoll(await loadPoll(tx, row.id), app.now());
    });
  },

  async pollTurnout({ app, params }) {
    const { row } = await loadPoll(app.db, params.id);
    const voters = await app.db
      .selectFrom('poll_voters')
      .select(['voter', 'via'])
      .where('poll_id', '=', row.id)
      .orderBy('voter')
      .execute();
    // An open ballot names its voter; a secret one never does, so only open ones add choices.
    const open = row.secret
      ? new Map<string, string[]>()
      : new Map(
          (
            await app.db
              .selectFrom('poll_ballots')
              .select(['open_voter', 'choices'])
              .where('poll_id', '=', row.id)
              .where('open_voter', 'is not', null)
              .execute()
          ).map((ballot) => [ballot.open_voter ?? '', ballot.choices]),
        );
    const names = await personNames(
      app.db,
      voters.map((entry) => entry.voter),
    );
    return {
      eligible: (await pollRoll(app.db, row, app.now())).length,
      voted: voters.map(({ voter, via }) => ({
        voter,
        ...(names.has(voter) ? { name: names.get(voter) } : {}),
        via,
        ...(open.has(voter) ? { choices: open.get(voter) } : {}),
      })),
    };
  },

  recordPaperVote({ app, params, body, transaction, audit }) {
    // The summary names the flat, never its choices: the audit trail is read by every admin.
    audit({ targetId: params.id, summary: `Paper vote of flat ${body.apartment}` });
    return transaction(async (tx) => {
      const poll = await loadPoll(tx, params.id, true);
      if (poll.row.electorate === 'person') throw new HttpError(409, messages.paperFlatsOnly);
      if (!(await onRoll(tx, poll.row.electorate, body.apartment))) {
        const owners = poll.row.electorate === 'owners';
        throw new HttpError(400, owners ? messages.flatHasNoOwner : messages.flatNotOnRoll);
      }
      const overdue = await barredDays(tx, poll.row, body.apartment, app.now());
      if (overdue !== null && poll.row.max_overdue_days !== null) {
        throw new HttpError(
          403,
          messages.flatBarredByDues(body.apartment, overdue, poll.row.max_overdue_days),
        );
      }
      const receipt = await castBallot(tx, app.config.jwtSecret, {
        poll: poll.row,
        voter: body.apartment,
        via: 'paper',
        choices: checkedChoices(poll, body.choices),
        now: app.now(),
      });
      return { message: messages.voteRecorded, receipt };
    });
  },
};

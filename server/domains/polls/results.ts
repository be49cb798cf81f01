/**
 * The count (issue 36): turnout against the roll, the quorum, each option's votes, and a
 * resolution's outcome — shown after close, or live where the RWA allowed it, also as a CSV and a
 * PDF for the minutes — and the bulletin, every counted ballot by its receipt code, from which
 * anyone can recount the result.
 */
import type { Kysely } from 'kysely';
import { pollResultsCsvColumns, type PollResult } from '../../../contract/polls/results';
import { inIndia } from '../../../contract/platform/india-time';
import { csvFile, toCsv } from '../../platform/csv-writer';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import type { HandlersFor } from '../../platform/http/handler';
import { HttpError } from '../../platform/http/http-error';
import { findAgm } from './agm-handlers';
import { pollRoll } from './dues-rule';
import { closedAt, loadPoll, statusAt, type LoadedPoll } from './poll-views';
import { resultsPdf } from './results-pdf';

const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;

/**
 * The roll a closed poll is counted against, taken once at the first count after close and
 * kept, so people moving in or out later do not change a result already read.
 */
async function eligibleCount(
  db: Kysely<Database>,
  { row }: LoadedPoll,
  closed: boolean,
  now: Date,
) {
  if (closed && row.eligible_count !== null) return row.eligible_count;
  // Dues read as of the close: a flat that paid later was still barred when the poll closed.
  const count = (await pollRoll(db, row, closed ? closedAt(row) : now)).length;
  if (closed) {
    await db
      .updateTable('polls')
      .set({ eligible_count: count })
      .where('id', '=', row.id)
      .where('eligible_count', 'is', null)
      .execute();
  }
  return count;
}

export async function countPoll(
  db: Kysely<Database>,
  poll: LoadedPoll,
  now: Date,
): Promise<PollResult> {
  const closed = statusAt(poll.row, now) === 'closed';
  const [eligible, tallies, ballots] = await Promise.all([
    eligibleCount(db, poll, closed, now),
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('poll_ballots')
          .select((inner) => inner.fn<string>('unnest', ['choices']).as('option_id'))
          .where('poll_id', '=', poll.row.id)
          .as('chosen'),
      )
      .select(['option_id', (eb) => eb.fn.countAll<string>().as('votes')])
      .groupBy('option_id')
      .execute(),
    db
      .selectFrom('poll_ballots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('poll_id', '=', poll.row.id)
      .executeTakeFirstOrThrow(),
  ]);
  const cast = Number(ballots.n);
  const votesFor = (id: string) => Number(tallies.find((t) => t.option_id === id)?.votes ?? 0);
  const quorumMet = cast * 100 >= poll.row.quorum_percent * eligible;
  const first = poll.options[0];
  const passMark = poll.row.pass_percent;
  return {
    poll_id: poll.row.id,
    final: closed,
    eligible,
    ballots: cast,
    turnout_percent: percentOf(cast, eligible),
    quorum_met: quorumMet,
    options: poll.options.map((option) => ({
      id: option.id,
      label: option.label,
      votes: votesFor(option.id),
      percent: percentOf(votesFor(option.id), cast),
    })),
    // A resolution's first option is "For": it passes with the quorum and its share of ballots.
    passed:
      closed && passMark !== null && first
        ? quorumMet && votesFor(first.id) * 100 >= passMark * cast && cast > 0
        : null,
  };
}

/** The count, where it may be shown: after close, or live where the RWA allowed it. */
async function shownCount(db: Kysely<Database>, id: string, now: Date) {
  const poll = await loadPoll(db, id);
  const closed = statusAt(poll.row, now) === 'closed';
  if (!closed && !poll.row.results_live) throw new HttpError(409, messages.resultsNotYet);
  return { poll, count: await countPoll(db, poll, now) };
}

export const pollResultHandlers: HandlersFor<
  'pollResults' | 'pollBulletin' | 'pollResultsCsv' | 'pollResultsPdf'
> = {
  async pollResults({ app, params }) {
    return (await shownCount(app.db, params.id, app.now())).count;
  },

  async pollResultsCsv({ app, params }) {
    const { poll, count } = await shownCount(app.db, params.id, app.now());
    const rows = count.options.map((option) => ({
      question: poll.row.question,
      option: option.label,
      votes: option.votes,
      percent: option.percent,
      ballots: count.ballots,
      eligible: count.eligible,
      turnout_percent: count.turnout_percent,
      quorum_met: count.quorum_met ? 'yes' : 'no',
      passed: count.passed === null ? '' : count.passed ? 'yes' : 'no',
    }));
    return csvFile(
      toCsv(pollResultsCsvColumns, rows),
      `poll-results-${inIndia(app.now()).date}.csv`,
    );
  },

  async pollResultsPdf({ app, params }) {
    const now = app.now();
    const { poll, count } = await shownCount(app.db, params.id, now);
    const meeting = poll.row.agm_id ? await findAgm(app.db, poll.row.agm_id) : null;
    return {
      body: await resultsPdf({ poll: poll.row, count, meeting, now }),
      contentType: 'application/pdf',
      fileName: `poll-results-${inIndia(now).date}.pdf`,
      disposition: 'inline',
      cacheControl: 'private, no-cache',
    };
  },

  async pollBulletin({ app, params }) {
    const { row } = await loadPoll(app.db, params.id);
    if (statusAt(row, app.now()) !== 'closed') throw new HttpError(409, messages.bulletinNotYet);
    const ballots = await app.db
      .selectFrom('poll_ballots')
      .select(['receipt', 'choices'])
      .where('poll_id', '=', row.id)
      .orderBy('receipt')
      .execute();
    return { poll_id: row.id, ballots };
  },
};

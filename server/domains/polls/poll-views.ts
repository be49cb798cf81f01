/**
 * A poll's row with its options, its state at an instant, and the sentences that name its times.
 */
import type { Kysely, Selectable } from 'kysely';
import { dayAndClockLabel, inIndia } from '../../../contract/platform/india-time';
import type { Poll, PollStatus } from '../../../contract/polls/polls';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import type { PollOptionsTable, PollsTable } from './tables';

export type PollRow = Selectable<PollsTable>;
export type OptionRow = Selectable<PollOptionsTable>;
export interface LoadedPoll {
  row: PollRow;
  options: OptionRow[];
}

/** When the poll stops taking votes: its time, or the RWA's early close. */
export const closedAt = (row: PollRow): Date => row.closed_early_at ?? row.closes_at;

export function statusAt(row: PollRow, now: Date): PollStatus {
  if (now >= closedAt(row)) return 'closed';
  return now < row.opens_at ? 'upcoming' : 'open';
}

/** "Sat 20 Dec at 6:00 PM", India time: how a poll's times read in a sentence (as notices do). */
export function momentInWords(instant: Date): string {
  const { date, time } = inIndia(instant);
  return dayAndClockLabel(date, time);
}

export function toPoll({ row, options }: LoadedPoll, now: Date): Poll {
  return {
    id: row.id,
    question: row.question,
    details: row.details,
    options: options.map((option) => ({ id: option.id, label: option.label })),
    max_choices: row.max_choices,
    electorate: row.electorate,
    opens_at: row.opens_at.toISOString(),
    closes_at: row.closes_at.toISOString(),
    secret: row.secret,
    results_live: row.results_live,
    quorum_percent: row.quorum_percent,
    pass_percent: row.pass_percent,
    votes_final: row.votes_final,
    max_proxies: row.max_proxies,
    status: statusAt(row, now),
    closed_early_at: row.closed_early_at?.toISOString() ?? null,
    close_reason: row.close_reason,
    agm_id: row.agm_id,
    max_overdue_days: row.max_overdue_days,
  };
}

async function optionsOf(db: Kysely<Database>, pollIds: string[]): Promise<OptionRow[]> {
  if (pollIds.length === 0) return [];
  return db
    .selectFrom('poll_options')
    .selectAll()
    .where('poll_id', 'in', pollIds)
    .orderBy('position')
    .execute();
}

/** The poll, or 404; `lock` holds its row until the transaction ends (votes wait on a close). */
export async function loadPoll(
  db: Kysely<Database>,
  id: string,
  lock = false,
): Promise<LoadedPoll> {
  let query = db.selectFrom('polls').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(404, messages.pollNotFound);
  return { row, options: await optionsOf(db, [id]) };
}

/** Every poll (or a meeting's resolutions), newest first, with its options. */
export async function loadPolls(db: Kysely<Database>, agmId?: string): Promise<LoadedPoll[]> {
  let query = db.selectFrom('polls').selectAll().orderBy('seq', 'desc');
  if (agmId !== undefined) query = query.where('agm_id', '=', agmId);
  const rows = await query.execute();
  const options = await optionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, options: options.filter((o) => o.poll_id === row.id) }));
}

/** Refuses a vote (or a proxy) outside the poll's open time, naming the time. */
export function mustBeOpen(row: PollRow, now: Date): void {
  const status = statusAt(row, now);
  if (status === 'upcoming')
    throw new HttpError(409, messages.pollNotOpenYet(momentInWords(row.opens_at)));
  if (status === 'closed')
    throw new HttpError(409, messages.pollClosed(momentInWords(closedAt(row))));
}

/** The choices as a set of the ballot's option ids, or a 400 that says what is wrong. */
export function checkedChoices({ row, options }: LoadedPoll, choices: string[]): string[] {
  if (choices.length === 0) throw new HttpError(400, messages.choicesRequired);
  if (new Set(choices).size !== choices.length) throw new HttpError(400, messages.choicesRepeated);
  const onBallot = new Set(options.map((option) => option.id));
  if (choices.some((choice) => !onBallot.has(choice))) {
    throw new HttpError(400, messages.choiceNotOnBallot);
  }
  if (choices.length > row.max_choices) {
    throw new HttpError(400, messages.choicesTooMany(row.max_choices));
  }
  // In the ballot's order, so a ballot reads the same however it was ticked.
  return options.map((option) => option.id).filter((id) => choices.includes(id));
}

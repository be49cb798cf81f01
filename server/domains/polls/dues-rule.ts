/**
 * A poll's dues rule (issue 36): flats more than `max_overdue_days` days overdue on maintenance
 * cannot vote in it. The days come from the dues room's index, never its tables; they are read
 * as of the India day of the vote, so a flat that pays votes at once. The roll a poll counts
 * against leaves those flats out, so turnout and quorum are of those who may vote.
 */
import type { Kysely } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { daysOverdueOf, duesKept } from '../dues';
import { rollWithFlats } from './electorate';
import type { PollRow } from './poll-views';

type Rule = Pick<PollRow, 'max_overdue_days'>;

/** The flat's days overdue when the poll's rule keeps it from voting, else null. */
export async function barredDays(
  db: Kysely<Database>,
  poll: Rule,
  apartment: string,
  now: Date,
): Promise<number | null> {
  const limit = poll.max_overdue_days;
  if (limit === null) return null;
  const days = (await daysOverdueOf(db, [apartment], inIndia(now).date)).get(apartment) ?? 0;
  return days > limit ? days : null;
}

/** 403 with the voter's own sentence when their flat is barred. */
export async function refuseOverdueVoter(
  db: Kysely<Database>,
  poll: Rule,
  apartment: string,
  now: Date,
): Promise<void> {
  const days = await barredDays(db, poll, apartment, now);
  if (days !== null && poll.max_overdue_days !== null) {
    throw new HttpError(403, messages.voteBarredByDues(days, poll.max_overdue_days));
  }
}

/** The voters a poll counts against now: its electorate less the flats its dues rule bars. */
export async function pollRoll(
  db: Kysely<Database>,
  poll: Pick<PollRow, 'electorate' | 'max_overdue_days'>,
  now: Date,
): Promise<string[]> {
  const roll = await rollWithFlats(db, poll.electorate);
  const limit = poll.max_overdue_days;
  if (limit === null) return roll.map((entry) => entry.voter);
  const flats = [...new Set(roll.map((entry) => entry.apartment))];
  const overdue = await daysOverdueOf(db, flats, inIndia(now).date);
  return roll
    .filter((entry) => (overdue.get(entry.apartment) ?? 0) <= limit)
    .map((entry) => entry.voter);
}

/** A rule only where dues are kept: elsewhere no flat can be overdue and the rule would mislead. */
export async function checkDuesRule(
  db: Kysely<Database>,
  rule: { max_overdue_days: number | null },
): Promise<void> {
  if (rule.max_overdue_days !== null && !(await duesKept(db))) {
    throw new HttpError(400, messages.pollDuesNotKept);
  }
}

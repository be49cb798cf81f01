/**
 * Telling the roll about a poll (issue 36), by a watch every instance runs (poll-watch-job.ts):
 * when it opens, a day before it closes (those who have not voted), and when its results are
 * out. Each poll is claimed with FOR UPDATE SKIP LOCKED and marked in the transaction of its
 * notice, so each is told once across instances.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { notify, type Notice } from '../notices';
import { momentInWords, type PollRow } from './poll-views';

/** Phones per notice statement: one parameter each, far inside PostgreSQL's 65,535. */
const PHONES_PER_NOTICE = 5_000;

type Moment = 'opened_told_at' | 'reminded_at' | 'results_told_at';

/** The phones of the roll's people; `notVoted`: only those whose flat (or self) has not voted. */
async function phonesOf(tx: Kysely<Database>, poll: PollRow, notVoted: boolean): Promise<string[]> {
  const voter = poll.electorate === 'person' ? sql`'user:' || u.id::text` : sql`u.apartment_number`;
  // An owners-only poll is told to the owners, who alone can vote in it.
  const ownersOnly = poll.electorate === 'owners';
  const { rows } = await sql<{ phone: string }>`
    SELECT u.phone_number AS phone FROM users u
    WHERE u.role IN ('member', 'rwa') AND u.member_status = 'active' AND u.is_active
      AND u.removed_at IS NULL AND (NOT ${ownersOnly} OR u.is_owner)
      AND u.apartment_number IN (
        SELECT apartment_number FROM users WHERE role = 'member' AND member_status = 'active'
          AND is_active AND removed_at IS NULL)
      AND (NOT ${notVoted} OR NOT EXISTS (
        SELECT 1 FROM poll_voters v WHERE v.poll_id = ${poll.id} AND v.voter = ${voter}))`.execute(
    tx,
  );
  return rows.map((row) => row.phone);
}

const notices: Record<Moment, { kind: string; title: string; body: (poll: PollRow) => string }> = {
  opened_told_at: {
    kind: 'poll_opened',
    title: 'A poll is open',
    body: (poll) => `${poll.question} Vote by ${momentInWords(poll.closes_at)}.`,
  },
  reminded_at: {
    kind: 'poll_reminder',
    title: 'A poll closes tomorrow',
    body: (poll) =>
      `${poll.question} Your vote is not in yet: vote by ${momentInWords(poll.closes_at)}.`,
  },
  results_told_at: {
    kind: 'poll_results',
    title: 'Poll results are out',
    body: (poll) => `${poll.question} See the results, and find your receipt in the bulletin.`,
  },
};

function noticeFor(poll: PollRow, moment: Moment): Notice {
  const { kind, title, body } = notices[moment];
  return {
    kind,
    category: 'community',
    title,
    body: body(poll),
    url: `/polls/${poll.id}`,
    tag: `poll-${poll.id}`,
  };
}

/** Which polls are due each telling at `now`. */
function due(moment: Moment, now: Date) {
  if (moment === 'opened_told_at')
    return sql<boolean>`opens_at <= ${now} AND COALESCE(closed_early_at, closes_at) > ${now}`;
  if (moment === 'reminded_at') {
    return sql<boolean>`COALESCE(closed_early_at, closes_at) > ${now}
      AND closes_at - interval '1 day' <= ${now} AND opens_at <= ${now}
      AND closes_at - opens_at > interval '1 day'`;
  }
  return sql<boolean>`COALESCE(closed_early_at, closes_at) <= ${now}`;
}

async function tellOne(db: Kysely<Database>, moment: Moment, now: Date): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const poll = await tx
      .selectFrom('polls')
      .selectAll()
      .where(moment, 'is', null)
      .where(due(moment, now))
      .orderBy('opens_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!poll) return false;
    // A poll found late (the watch was down) is told only what still helps: `due` offers no
    // reminder after close and no "open" once closed (the results say it all).
    const phones = await phonesOf(tx, poll, moment === 'reminded_at');
    for (let start = 0; start < phones.length; start += PHONES_PER_NOTICE) {
      await notify(
        tx,
        { phones: phones.slice(start, start + PHONES_PER_NOTICE) },
        noticeFor(poll, moment),
        now,
      );
    }
    const told = { [moment]: now } as Record<Moment, Date>;
    // Told of the results, a poll needs neither of the earlier notices any more.
    if (moment === 'results_told_at')
      Object.assign(told, {
        opened_told_at: poll.opened_told_at ?? now,
        reminded_at: poll.reminded_at ?? now,
      });
    await tx.updateTable('polls').set(told).where('id', '=', poll.id).execute();
    return true;
  });
}

/** One run: every poll due a telling is told once. Answers how many tellings were made. */
export async function runPollWatch(db: Kysely<Database>, now: Date): Promise<{ told: number }> {
  let told = 0;
  for (const moment of ['results_told_at', 'opened_told_at', 'reminded_at'] as const) {
    while (await tellOne(db, moment, now)) told += 1;
  }
  return { told };
}

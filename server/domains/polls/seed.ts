/**
 * The demo estate's polls (issue 36): one open — the gym's early hours, closing in five days —
 * and one closed with its results: the towers' colour, voted on paper at last month's meeting
 * (paper ballots carry no key, so the demo needs no server secret). Both count as told, so the
 * demo's inboxes start as the other rooms leave them.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newReceipt } from './ballot-keys';
import { rollOf } from './electorate';

const DAY_MS = 24 * 60 * 60 * 1000;

async function addPoll(
  tx: Kysely<Database>,
  poll: { question: string; details: string; options: string[]; opens: Date; closes: Date },
  now: Date,
): Promise<string[]> {
  const id = randomUUID();
  const closed = poll.closes <= now;
  await tx
    .insertInto('polls')
    .values({
      id,
      question: poll.question,
      details: poll.details,
      opens_at: poll.opens,
      closes_at: poll.closes,
      quorum_percent: 30,
      created_by: 'Meera Iyer',
      created_at: poll.opens,
      opened_told_at: poll.opens,
      reminded_at: closed ? poll.closes : null,
      results_told_at: closed ? poll.closes : null,
      eligible_count: closed ? (await rollOf(tx, 'flat')).length : null,
    })
    .execute();
  const options = poll.options.map((label, position) => ({
    id: randomUUID(),
    poll_id: id,
    position,
    label,
  }));
  await tx.insertInto('poll_options').values(options).execute();
  return options.map((option) => option.id);
}

export async function seedPolls(tx: Kysely<Database>, now: Date): Promise<void> {
  await addPoll(
    tx,
    {
      question: 'Should the gym open at 5 AM instead of 6 AM?',
      details:
        'The early hour needs a second attendant, about ₹9,000 a month from the common fund.',
      options: ['Yes, from 5 AM', 'No, keep 6 AM'],
      opens: new Date(now.getTime() - DAY_MS),
      closes: new Date(now.getTime() + 5 * DAY_MS),
    },
    now,
  );
  const [beige = '', grey = ''] = await addPoll(
    tx,
    {
      question: 'Which colour should the towers be repainted?',
      details: 'Voted on paper at the October general meeting.',
      options: ['Beige', 'Grey', 'White'],
      opens: new Date(now.getTime() - 40 * DAY_MS),
      closes: new Date(now.getTime() - 33 * DAY_MS),
    },
    now,
  );
  const poll = await tx
    .selectFrom('poll_options')
    .select('poll_id')
    .where('id', '=', beige)
    .executeTakeFirstOrThrow();
  const paper = [
    { voter: 'A101', choices: [beige] },
    { voter: 'C303', choices: [grey] },
  ];
  for (const { voter, choices } of paper) {
    await tx
      .insertInto('poll_voters')
      .values({ poll_id: poll.poll_id, voter, via: 'paper' })
      .execute();
    await tx
      .insertInto('poll_ballots')
      .values({
        poll_id: poll.poll_id,
        receipt: newReceipt(),
        ballot_key: null,
        open_voter: null,
        choices,
      })
      .execute();
  }
}

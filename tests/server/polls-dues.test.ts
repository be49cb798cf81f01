/**
 * A poll's dues rule (issue 36) on the demo estate's dues: February 2030 is billed, due on the
 * 10th; A101 paid, C303 and D404 did not (22 days overdue on 4 March 2030, the tests' clock). With "more than 15 days overdue cannot vote", C303 is refused with a sentence — its
 * own vote, a proxy it would give or hold for, and the RWA's paper entry — its ballot says why,
 * and the roll the turnout and the count use leaves it out. With 30 days, C303 votes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberPoll } from '../../contract/polls/polls';
import { messages } from '../../contract/messages';
import { seedDues } from '../../server/domains/dues/seed';
import { call } from './gate-support';
import { buildPolls, pollCalls, type PollApp } from './polls-support';

let t: PollApp;
let calls: ReturnType<typeof pollCalls>;
beforeAll(async () => {
  t = await buildPolls();
  calls = pollCalls(t);
  await t.db.transaction().execute((tx) => seedDues(tx, t.clock.now()));
});
afterAll(() => t.close());

const detail = (response: { json<T>(): T }) => response.json<{ detail: string }>().detail;
const C303_OVERDUE = 22;

describe('flats overdue on dues', () => {
  it('cannot vote past the poll’s limit: refused with a sentence, left off the roll', async () => {
    const poll = await calls.newPoll({ max_overdue_days: 15, max_proxies: 1 });
    expect(poll.max_overdue_days).toBe(15);

    const refused = await calls.vote(poll, t.rahul, ['Grey']);
    expect(refused.statusCode).toBe(403);
    expect(detail(refused)).toBe(messages.voteBarredByDues(C303_OVERDUE, 15));
    expect(await calls.ballotRows(poll)).toHaveLength(0);

    // C303's ballot says why; A101's says it may vote.
    const mine = (await call(t, 'GET', `polls/${poll.id}`, t.rahul)).json<MemberPoll>().mine;
    expect(mine).toMatchObject({
      eligible: false,
      ineligible_reason: messages.voteBarredByDues(C303_OVERDUE, 15),
    });
    const a101 = (await call(t, 'GET', `polls/${poll.id}`, t.arjun)).json<MemberPoll>().mine;
    expect(a101).toMatchObject({ eligible: true, ineligible_reason: null });

    // No vote to give by proxy, and the RWA's paper entry is refused naming the flat.
    const proxy = await call(t, 'POST', `polls/${poll.id}/proxy`, t.rahul, {
      to_apartment: 'A101',
    });
    expect(proxy.statusCode).toBe(403);
    expect(detail(proxy)).toBe(messages.voteBarredByDues(C303_OVERDUE, 15));
    const paper = await call(t, 'POST', `polls/${poll.id}/paper-votes`, t.rwa, {
      apartment: 'C303',
      choices: [calls.optionId(poll, 'Grey')],
    });
    expect(paper.statusCode).toBe(403);
    expect(detail(paper)).toBe(messages.flatBarredByDues('C303', C303_OVERDUE, 15));
    expect(await calls.ballotRows(poll)).toHaveLength(0);

    // The roll is A101 alone (D404 is as late as C303): the turnout and the count say 1 of 1.
    expect((await calls.vote(poll, t.d404, ['Grey'])).statusCode).toBe(403);
    expect((await calls.vote(poll, t.arjun, ['Beige'])).statusCode).toBe(200);
    const turnout = await call(t, 'GET', `polls/${poll.id}/turnout`, t.rwa);
    expect(turnout.json<{ eligible: number }>().eligible).toBe(1);
    await calls.closeNow(poll);
    const count = await calls.results(poll);
    expect(count).toMatchObject({ eligible: 1, ballots: 1, turnout_percent: 100 });
  });

  it('refuses a proxy holder’s vote for a barred flat', async () => {
    const poll = await calls.newPoll({ max_proxies: 1 });
    expect(
      (await call(t, 'POST', `polls/${poll.id}/proxy`, t.rahul, { to_apartment: 'A101' }))
        .statusCode,
    ).toBe(200);
    // The RWA could not add the rule now (the poll is open), so the bar is set on the row, as a
    // poll set up with it before C303 gave its proxy would have it.
    await t.db
      .updateTable('polls')
      .set({ max_overdue_days: 15 })
      .where('id', '=', poll.id)
      .execute();
    const forC303 = await calls.vote(poll, t.arjun, ['Grey'], { for_apartment: 'C303' });
    expect(forC303.statusCode).toBe(403);
    expect(detail(forC303)).toBe(messages.proxyFlatBarred('C303'));
    expect(await calls.ballotRows(poll)).toHaveLength(0);
  });

  it('lets a flat within the limit vote, and counts it on the roll', async () => {
    const poll = await calls.newPoll({ max_overdue_days: 30 });
    expect((await calls.vote(poll, t.rahul, ['Grey'])).statusCode).toBe(200);
    const turnout = await call(t, 'GET', `polls/${poll.id}/turnout`, t.rwa);
    expect(turnout.json<{ eligible: number }>().eligible).toBe(3);
  });

  it('takes only a whole number of days from 1 to 365', async () => {
    for (const days of [0, 366, 2.5]) {
      const response = await call(t, 'POST', 'polls', t.rwa, {
        question: 'Q',
        options: ['Yes', 'No'],
        opens_at: calls.at(0),
        closes_at: calls.at(60_000),
        max_overdue_days: days,
      });
      expect(response.statusCode).toBe(400);
      expect(detail(response)).toContain(messages.pollOverdueDays);
    }
  });
});

describe('an estate that keeps no dues here', () => {
  it('refuses the dues rule, since no flat can be overdue', async () => {
    const bare = await buildPolls();
    try {
      const response = await call(bare, 'POST', 'polls', bare.rwa, {
        question: 'Q',
        options: ['Yes', 'No'],
        opens_at: new Date(bare.clock.now().getTime()).toISOString(),
        closes_at: new Date(bare.clock.now().getTime() + 60_000).toISOString(),
        max_overdue_days: 30,
      });
      expect(response.statusCode).toBe(400);
      expect(detail(response)).toBe(messages.pollDuesNotKept);
    } finally {
      await bare.close();
    }
  });
});

/**
 * Polls (issue 36) on a real database: the RWA sets one up, changed only before it opens; a flat
 * votes once, whichever phone votes and however often (a changed vote replaces, never adds; a
 * race of two phones counts one ballot; an outbox replay is answered once); votes outside the
 * open time, off the ballot or too many are refused; and each flat sees its own ballot only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberPoll, Poll, PollFields } from '../../contract/polls/polls';
import { messages } from '../../contract/messages';
import { call } from './gate-support';
import { buildPolls, HOUR_MS, pollCalls, type PollApp } from './polls-support';

let t: PollApp;
let calls: ReturnType<typeof pollCalls>;
beforeAll(async () => {
  t = await buildPolls();
  calls = pollCalls(t);
});
afterAll(() => t.close());

describe('setting up a poll', () => {
  it('is the RWA’s: a resident gets 403, and a bad ballot is refused with a sentence', async () => {
    const fields = {
      question: 'Q',
      options: ['Yes', 'No'],
      opens_at: calls.at(0),
      closes_at: calls.at(HOUR_MS),
    };
    expect((await call(t, 'POST', 'polls', t.arjun, fields)).statusCode).toBe(403);
    const refusals: [Partial<PollFields>, string][] = [
      [{ options: ['Only one'] }, messages.pollOptionsCount],
      [{ options: ['Yes', 'yes'] }, messages.pollOptionsDistinct],
      [{ max_choices: 3 }, messages.pollMaxChoices],
      [{ closes_at: calls.at(-HOUR_MS) }, messages.pollTimesOrder],
      [{ quorum_percent: 101 }, messages.pollPercentRange],
    ];
    for (const [change, detail] of refusals) {
      const response = await call(t, 'POST', 'polls', t.rwa, { ...fields, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    }
  });

  it('changes only before it opens', async () => {
    const later = await calls.newPoll({ opens_at: calls.at(HOUR_MS) });
    const change = {
      question: 'Paint them white?',
      options: ['Yes', 'No'],
      opens_at: later.opens_at,
      closes_at: later.closes_at,
    };
    const changed = await call(t, 'PUT', `polls/${later.id}`, t.rwa, change);
    expect(changed.json<Poll>().options.map((o) => o.label)).toEqual(['Yes', 'No']);
    const open = await calls.newPoll();
    const refused = await call(t, 'PUT', `polls/${open.id}`, t.rwa, change);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe(messages.pollAlreadyOpen);
  });
});

describe('voting', () => {
  it('counts one ballot per flat: a second phone replaces it, keeping the receipt', async () => {
    const poll = await calls.newPoll();
    const first = await calls.vote(poll, t.arjun, ['Beige']);
    expect(first.statusCode, first.body).toBe(200);
    const second = await calls.vote(poll, t.meera, ['Grey']);
    expect(second.json<{ receipt: string }>().receipt).toBe(
      first.json<{ receipt: string }>().receipt,
    );
    await calls.closeNow(poll);
    const count = await calls.results(poll);
    expect(count.ballots).toBe(1);
    expect(calls.votesFor(count, 'Grey')).toBe(1);
    expect(calls.votesFor(count, 'Beige')).toBe(0);
  });

  it('counts one ballot when two phones of a flat vote at once', async () => {
    const poll = await calls.newPoll();
    const answers = await Promise.all([
      calls.vote(poll, t.arjun, ['Beige']),
      calls.vote(poll, t.meera, ['White']),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await calls.ballotRows(poll)).toHaveLength(1);
  });

  it('refuses a vote before it opens, after it closes, off the ballot, too many, or by a guard', async () => {
    const upcoming = await calls.newPoll({
      opens_at: calls.at(HOUR_MS),
      closes_at: calls.at(2 * HOUR_MS),
    });
    const early = await calls.vote(upcoming, t.arjun, ['Beige']);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ detail: string }>().detail).toMatch(
      /^The poll opens at \w{3} \d+ \w{3} at \d{1,2}:\d\d [AP]M\.$/,
    );

    const poll = await calls.newPoll({ closes_at: calls.at(HOUR_MS) });
    const offBallot = await call(t, 'PUT', `polls/${poll.id}/vote`, t.arjun, {
      choices: [randomUUID()],
    });
    expect(offBallot.json<{ detail: string }>().detail).toBe(messages.choiceNotOnBallot);
    const tooMany = await calls.vote(poll, t.arjun, ['Beige', 'Grey']);
    expect(tooMany.json<{ detail: string }>().detail).toBe(messages.choicesTooMany(1));
    expect((await calls.vote(poll, t.guard, ['Beige'])).statusCode).toBe(403);
    expect(await calls.ballotRows(poll)).toHaveLength(0);

    t.clock.advance(HOUR_MS + 1000);
    const late = await calls.vote(poll, t.arjun, ['Beige']);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ detail: string }>().detail).toMatch(/^The poll closed at /);
    expect(await calls.ballotRows(poll)).toHaveLength(0);
  });

  it('refuses a change where votes are final, and an inactive flat', async () => {
    const poll = await calls.newPoll({ votes_final: true });
    expect((await calls.vote(poll, t.arjun, ['Beige'])).statusCode).toBe(200);
    const again = await calls.vote(poll, t.meera, ['Grey']);
    expect(again.json<{ detail: string }>().detail).toBe(messages.voteFinal);
    // Priya's flat (B202) has no active member in the demo register.
    const inactive = await calls.vote(poll, t.priya, ['Grey']);
    expect(inactive.statusCode).toBe(403);
  });

  it('answers a replayed vote from the outbox once', async () => {
    const poll = await calls.newPoll();
    const key = { 'idempotency-key': randomUUID() };
    const body = { choices: [calls.optionId(poll, 'White')] };
    const first = await call(t, 'PUT', `polls/${poll.id}/vote`, t.rahul, body, key);
    const replay = await call(t, 'PUT', `polls/${poll.id}/vote`, t.rahul, body, key);
    expect(replay.body).toBe(first.body);
    expect(await calls.ballotRows(poll)).toHaveLength(1);
  });
});

describe('the polls list', () => {
  it('shows each poll with the flat’s own ballot, and another flat’s not at all', async () => {
    const poll = await calls.newPoll();
    await calls.vote(poll, t.meera, ['White']);
    const list = (await call(t, 'GET', 'polls', t.arjun)).json<MemberPoll[]>();
    const mine = list.find((p) => p.id === poll.id)?.mine;
    expect(mine).toMatchObject({ voted_via: 'online', eligible: true });
    expect(mine?.ballot?.choices).toEqual([calls.optionId(poll, 'White')]);
    const theirs = (await call(t, 'GET', `polls/${poll.id}`, t.rahul)).json<MemberPoll>().mine;
    expect(theirs).toMatchObject({ ballot: null, voted_via: null });
  });
});

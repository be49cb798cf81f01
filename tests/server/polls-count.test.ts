/**
 * Polls (issue 36), counted: proxies and paper votes keep one vote per flat; the results, quorum
 * and a resolution's pass mark; the bulletin of receipts that recounts to the results; and the
 * secret ballot — no answer of any poll call, to any role, joins a flat to its choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberPoll } from '../../contract/polls/polls';
import { messages } from '../../contract/messages';
import { readPdfText } from '../../server/platform/files/pdf-text';
import { call } from './gate-support';
import { buildPolls, pollCalls, type PollApp } from './polls-support';

let t: PollApp;
let calls: ReturnType<typeof pollCalls>;
beforeAll(async () => {
  t = await buildPolls();
  calls = pollCalls(t);
});
afterAll(() => t.close());

const pdfTextOf = async (bytes: Buffer) =>
  (await readPdfText(bytes)).flatMap((page) => page.lines.map((line) => line.text)).join('\n');

describe('proxies and paper', () => {
  it('lets a holder vote for the flat that gave its proxy, within the limit and with no chains', async () => {
    const poll = await calls.newPoll({ max_proxies: 1 });
    const give = (token: string, to: string) =>
      call(t, 'POST', `polls/${poll.id}/proxy`, token, { to_apartment: to });
    const detail = async (response: Promise<{ json<T>(): T }>) =>
      (await response).json<{ detail: string }>().detail;

    expect(await detail(give(t.rahul, 'C303'))).toBe(messages.proxyToSelf);
    expect((await give(t.rahul, 'A101')).statusCode).toBe(200);
    expect(await detail(give(t.d404, 'A101'))).toBe(messages.proxyHolderFull('A101', 1));
    expect(await detail(give(t.arjun, 'D404'))).toBe(messages.proxyHolderGave);
    expect(await detail(give(t.d404, 'C303'))).toBe(messages.proxyChain);

    expect(await detail(calls.vote(poll, t.rahul, ['Grey']))).toBe(messages.votedByProxy('A101'));
    expect((await calls.vote(poll, t.arjun, ['Beige'])).statusCode).toBe(200);
    expect((await calls.vote(poll, t.arjun, ['White'], { for_apartment: 'C303' })).statusCode).toBe(
      200,
    );
    expect(await detail(calls.vote(poll, t.d404, ['White'], { for_apartment: 'C303' }))).toBe(
      messages.notProxyHolder('C303'),
    );

    const mine = (await call(t, 'GET', `polls/${poll.id}`, t.arjun)).json<MemberPoll>().mine;
    expect(mine.proxies_held).toEqual([
      {
        apartment: 'C303',
        ballot: { choices: [calls.optionId(poll, 'White')], receipt: expect.any(String) },
      },
    ]);
    const turnout = await call(t, 'GET', `polls/${poll.id}/turnout`, t.rwa);
    expect(turnout.json<{ voted: unknown[] }>().voted).toEqual([
      { voter: 'A101', via: 'online' },
      { voter: 'C303', via: 'proxy' },
    ]);
  });

  it('keeps paper and online apart: each blocks the other', async () => {
    const poll = await calls.newPoll();
    const paper = (apartment: string, label: string) =>
      call(t, 'POST', `polls/${poll.id}/paper-votes`, t.rwa, {
        apartment,
        choices: [calls.optionId(poll, label)],
      });
    expect((await paper('C303', 'Grey')).statusCode).toBe(200);
    const online = await calls.vote(poll, t.rahul, ['Beige']);
    expect(online.json<{ detail: string }>().detail).toBe(messages.votedOnPaper);
    expect((await calls.vote(poll, t.arjun, ['Beige'])).statusCode).toBe(200);
    const late = await paper('A101', 'White');
    expect(late.json<{ detail: string }>().detail).toBe(messages.paperAfterOnline);
    expect((await paper('RWA', 'White')).json<{ detail: string }>().detail).toBe(
      messages.flatNotOnRoll,
    );
    await calls.closeNow(poll);
    const count = await calls.results(poll);
    expect([
      calls.votesFor(count, 'Grey'),
      calls.votesFor(count, 'Beige'),
      calls.votesFor(count, 'White'),
    ]).toEqual([1, 1, 0]);
  });
});

describe('the count', () => {
  it('shows results only after close unless live, with turnout, quorum and a resolution’s outcome', async () => {
    const poll = await calls.newPoll({
      options: ['For', 'Against'],
      quorum_percent: 50,
      pass_percent: 67,
    });
    const early = await call(t, 'GET', `polls/${poll.id}/results`, t.arjun);
    expect(early.json<{ detail: string }>().detail).toBe(messages.resultsNotYet);
    await calls.vote(poll, t.arjun, ['For']);
    await calls.vote(poll, t.rahul, ['For']);
    await calls.vote(poll, t.d404, ['Against']);
    await calls.closeNow(poll);
    const count = await calls.results(poll, t.guard);
    // The roll: A101, C303, D404 (B202's only member is inactive; the RWA's office is no flat).
    expect(count).toMatchObject({ final: true, eligible: 3, ballots: 3, quorum_met: true });
    expect(count.options.map((o) => [o.label, o.votes, o.percent])).toEqual([
      ['For', 2, 66.7],
      ['Against', 1, 33.3],
    ]);
    expect(count.passed).toBe(false);

    const live = await calls.newPoll({ results_live: true, quorum_percent: 100 });
    await calls.vote(live, t.arjun, ['Grey']);
    expect(await calls.results(live, t.rahul)).toMatchObject({
      final: false,
      ballots: 1,
      quorum_met: false,
    });
  });

  it('publishes a bulletin after close that recounts to the results, with each voter’s receipt', async () => {
    const poll = await calls.newPoll({ max_choices: 2 });
    const receipts = new Map<string, string>();
    for (const [token, labels] of [
      [t.arjun, ['Beige', 'White']],
      [t.rahul, ['Grey']],
      [t.d404, ['White']],
    ] as const) {
      const answer = await calls.vote(poll, token, [...labels]);
      receipts.set(token, answer.json<{ receipt: string }>().receipt);
    }
    expect((await call(t, 'GET', `polls/${poll.id}/bulletin`, t.arjun)).statusCode).toBe(409);
    await calls.closeNow(poll);
    const bulletin = (await call(t, 'GET', `polls/${poll.id}/bulletin`, t.rahul)).json<{
      ballots: { receipt: string; choices: string[] }[];
    }>();
    expect(bulletin.ballots.map((b) => b.receipt).sort()).toEqual([...receipts.values()].sort());
    const recount = new Map<string, number>();
    for (const ballot of bulletin.ballots) {
      for (const choice of ballot.choices) recount.set(choice, (recount.get(choice) ?? 0) + 1);
    }
    const count = await calls.results(poll);
    for (const option of count.options) expect(recount.get(option.id) ?? 0).toBe(option.votes);
  });
});

describe('the results for the minutes', () => {
  it('downloads as a CSV, one row per option, for the RWA only, and names no flat', async () => {
    const poll = await calls.newPoll({ options: ['For', 'Against'], pass_percent: 50 });
    await calls.vote(poll, t.arjun, ['For']);
    await calls.vote(poll, t.rahul, ['Against']);
    await calls.closeNow(poll);
    expect((await call(t, 'GET', `polls/${poll.id}/results.csv`, t.arjun)).statusCode).toBe(403);
    const csv = await call(t, 'GET', `polls/${poll.id}/results.csv`, t.rwa);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"question","option","votes","percent","ballots","eligible","turnout_percent","quorum_met","passed"',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 4).join(','))).toEqual([
      '"For","1","50"',
      '"Against","1","50"',
    ]);
    expect(csv.body).not.toMatch(/A101|C303/);
  });
});

describe('the secret ballot', () => {
  it('joins no flat or person to a choice in any answer, to any role', async () => {
    const poll = await calls.newPoll({ max_proxies: 1 });
    const arjun = (await calls.vote(poll, t.arjun, ['Beige'])).json<{ receipt: string }>().receipt;
    await calls.vote(poll, t.rahul, ['Grey']);
    await call(t, 'POST', `polls/${poll.id}/paper-votes`, t.rwa, {
      apartment: 'D404',
      choices: [calls.optionId(poll, 'White')],
    });
    const askAll = async () => {
      const answers: { who: string; body: string }[] = [];
      for (const [who, token] of Object.entries({
        rwa: t.rwa,
        arjun: t.arjun,
        meera: t.meera,
        rahul: t.rahul,
        guard: t.guard,
      })) {
        for (const path of [
          'polls',
          `polls/${poll.id}`,
          `polls/${poll.id}/turnout`,
          `polls/${poll.id}/results`,
          `polls/${poll.id}/bulletin`,
          `polls/${poll.id}/results.csv`,
          `polls/${poll.id}/results.pdf`,
          'audit/events',
        ]) {
          const response = await call(t, 'GET', path, token);
          // A PDF is read as pdf.js reads it: its text, where a flat or an option would show.
          const pdf = response.headers['content-type'] === 'application/pdf';
          answers.push({ who, body: pdf ? await pdfTextOf(response.rawPayload) : response.body });
        }
      }
      return answers;
    };
    for (const stage of ['open', 'closed']) {
      if (stage === 'closed') await calls.closeNow(poll);
      const answers = await askAll();
      // The walk read the closed poll's PDF as text (its footer), not as bytes it cannot search.
      if (stage === 'closed') expect(answers.some((a) => a.body.includes('never who'))).toBe(true);
      for (const { who, body } of answers) {
        // A101's receipt names its ballot on the bulletin: only A101's phones see it by the flat.
        if (who !== 'arjun' && who !== 't.meera' && body.includes(arjun)) {
          expect(body, `${who} ${stage}`).not.toContain('A101');
        }
        // No answer holds an apartment next to an option (by its id, or its label in a file).
        for (const option of poll.options) {
          const named = `(${option.id}|"${option.label}"|\\b${option.label}\\b)`;
          const near = new RegExp(
            `(A101|C303|D404)[^\\]}]{0,80}${named}|${named}[^\\]}]{0,80}(A101|C303|D404)`,
          );
          expect(near.test(body), `${who} ${stage}: ${body.slice(0, 300)}`).toBe(false);
        }
      }
    }
  });

  it('names the persons who voted on a poll of persons, never what they chose', async () => {
    const poll = await calls.newPoll({ electorate: 'person' });
    await calls.vote(poll, t.arjun, ['Beige']);
    await calls.vote(poll, t.meera, ['Grey']);
    const turnout = await call(t, 'GET', `polls/${poll.id}/turnout`, t.rwa);
    const voted = turnout.json<{ voted: { voter: string; name?: string; choices?: unknown }[] }>()
      .voted;
    expect(voted).toHaveLength(2);
    for (const entry of voted) {
      expect(entry.voter).toMatch(/^user:\d+$/);
      expect(entry.name).toMatch(/, A101$/);
      expect(entry.choices).toBeUndefined();
    }
    expect(new Set(voted.map((entry) => entry.name)).size).toBe(2);
  });

  it('shows the choices beside the voters only on an open ballot', async () => {
    const poll = await calls.newPoll({ secret: false });
    await calls.vote(poll, t.arjun, ['Grey']);
    const turnout = await call(t, 'GET', `polls/${poll.id}/turnout`, t.rwa);
    expect(turnout.json<{ voted: unknown[] }>().voted).toEqual([
      { voter: 'A101', via: 'online', choices: [calls.optionId(poll, 'Grey')] },
    ]);
  });
});

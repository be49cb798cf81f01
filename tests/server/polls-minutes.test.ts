/**
 * A poll's results as a PDF for the minutes (issue 36), read back with pdf.js: the question, its
 * dates in words, the turnout against the roll, the quorum, each option's votes and percent,
 * passed or failed, and an AGM resolution's meeting — for the RWA only, when the results may be
 * shown, and naming no flat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agm } from '../../contract/polls/agms';
import { messages } from '../../contract/messages';
import { readPdfText } from '../../server/platform/files/pdf-text';
import { call } from './gate-support';
import { buildPolls, HOUR_MS, pollCalls, type PollApp } from './polls-support';

let t: PollApp;
let calls: ReturnType<typeof pollCalls>;
beforeAll(async () => {
  t = await buildPolls();
  calls = pollCalls(t);
});
afterAll(() => t.close());

const pdfOf = (pollId: string, token: string) =>
  call(t, 'GET', `polls/${pollId}/results.pdf`, token);

async function linesOf(response: { rawPayload: Buffer }): Promise<string[]> {
  const pages = await readPdfText(response.rawPayload);
  return pages.flatMap((page) => page.lines.map((line) => line.text));
}

describe('the results PDF', () => {
  it('prints an AGM resolution’s count, turnout, quorum and outcome, and no flat', async () => {
    const agm = (
      await call(t, 'POST', 'agms', t.rwa, {
        title: 'AGM 2031',
        held_at: '2031-03-15T12:30:00.000Z',
        venue: 'Clubhouse hall',
      })
    ).json<Agm>();
    const open = await calls.newPoll({
      question: 'Adopt the budget for 2031-32',
      options: ['For', 'Against', 'Abstain'],
      agm_id: agm.id,
      pass_percent: 60,
      quorum_percent: 50,
    });
    await calls.vote(open, t.arjun, ['For']);
    await calls.vote(open, t.rahul, ['Against']);
    expect((await pdfOf(open.id, t.rwa)).statusCode).toBe(409);
    await calls.closeNow(open);

    expect((await pdfOf(open.id, t.arjun)).statusCode).toBe(403);
    const response = await pdfOf(open.id, t.rwa);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="poll-results-/);
    const count = await calls.results(open);
    const text = (await linesOf(response)).join('\n');

    expect(text).toContain('Adopt the budget for 2031-32');
    expect(text).toContain('Meeting AGM 2031, 15 March 2031 at 6:00 PM');
    expect(text).toMatch(/Opened \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d\d [AP]M/);
    expect(text).toMatch(/Closed \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d\d [AP]M/);
    expect(text).toContain('Closed early Counted');
    expect(text).toContain(`Turnout 2 of ${count.eligible} voted (${count.turnout_percent}%)`);
    expect(text).toContain(`Quorum 50% of the roll: ${count.quorum_met ? 'met' : 'not met'}`);
    expect(text).toContain('Resolution Failed (60% for "For" needed)');
    expect(text).toContain('For 1 50%');
    expect(text).toContain('Against 1 50%');
    expect(text).toContain('Abstain 0 0%');
    expect(text).not.toMatch(/A101|C303|D404/);
  });

  it('prints a live count as the count so far, and names no meeting for a plain poll', async () => {
    const poll = await calls.newPoll({ results_live: true, closes_at: calls.at(2 * HOUR_MS) });
    await calls.vote(poll, t.arjun, ['Grey']);
    const text = (await linesOf(await pdfOf(poll.id, t.rwa))).join('\n');
    expect(text).toContain('The poll is still open: this is the count so far.');
    expect(text).toContain('Grey 1 100%');
    expect(text).not.toContain('Meeting');
    expect(text).not.toContain('Resolution');
  });

  it('answers a poll that does not exist with its sentence', async () => {
    const response = await pdfOf('2f1e0d9c-8b7a-4c5d-9e6f-0a1b2c3d4e5f', t.rwa);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ detail: string }>().detail).toBe(messages.pollNotFound);
  });
});

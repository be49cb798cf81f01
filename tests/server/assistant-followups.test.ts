/**
 * Follow-ups (issue 37): `context` carries the chat's earlier questions, one per line, newest
 * last, and "and the gym?" is read in their light. Without it, the answer is the one-question
 * answer, as SPEC.md's callers get it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type ContentApp } from './content-support';
import {
  askAs,
  expectVerbatim,
  quotedLines,
  rulesRef,
  searchUrl,
  withRuleBook,
} from './assistant-support';

let t: ContentApp;
beforeAll(async () => {
  t = await withRuleBook();
});
afterAll(() => t.close());

describe('a follow-up is read in the light of the earlier questions', () => {
  it('"and the gym?" after the pool hours gives the gym hours first', async () => {
    const answer = await askAs(t, 'and the gym?', 'When is the pool open?');
    expect(quotedLines(answer)[0]).toMatch(/gym .* 5:30 AM to 10:00 PM/);
    expect(answer.response).not.toMatch(/swimming pool is open/);
    expectVerbatim(answer);
  });

  it('"and the hours?" after the renovation deposit gives the renovation hours', async () => {
    const context = 'What are the parking rules?\nHow much is the renovation deposit?';
    const answer = await askAs(t, 'and the hours?', context);
    expect(quotedLines(answer)[0]).toMatch(/Renovation work is allowed from 9:00 AM to 6:00 PM/);
    expect(answer.referenced_files[0]).toBe(rulesRef('Renovation and interior work'));
    expectVerbatim(answer);
    // The same words without the earlier question are not about renovation at all.
    const alone = await askAs(t, 'and the hours?');
    expect(alone.response).not.toMatch(/9:00 AM to 6:00 PM/);
  });

  it('"and for cats?" after a dog question stays with the pet rules, quoted as written', async () => {
    const answer = await askAs(t, 'and for cats?', 'Do dogs need a leash?');
    expect(answer.referenced_files).toEqual([rulesRef('Pets')]);
    expect(quotedLines(answer)[0]).toMatch(/leash/);
    expectVerbatim(answer);
  });

  it('a question that is not a follow-up answers as if asked alone', async () => {
    for (const question of ['What are the parking rules?', 'When is garbage collected?']) {
      expect(await askAs(t, question, 'What are the rules for pets?')).toEqual(
        await askAs(t, question),
      );
    }
  });

  it('only the last three earlier questions count', async () => {
    const context = 'How much is the renovation deposit?\npets\nparking\nquiet hours';
    expect((await askAs(t, 'and the hours?', context)).response).not.toMatch(/9:00 AM to 6:00 PM/);
  });
});

describe('bad context', () => {
  it('refuses a context over 1000 characters, and an unknown parameter', async () => {
    const long = await get(t, searchUrl('and the gym?', 'x'.repeat(1001)), t.member);
    expect(long.statusCode).toBe(400);
    const unknown = await get(t, `${searchUrl('pool')}&history=pool`, t.member);
    expect(unknown.statusCode).toBe(400);
  });
});

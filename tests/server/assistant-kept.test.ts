/**
 * Answers kept in memory (issue 37, kept-answers.ts): a question asked again is answered without
 * reading the library, until the library or the thesaurus changes — through this instance's API
 * or any other (the database's change notice) — and then it is read afresh.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SynonymGroups } from '../../contract/assistant/assistant';
import { get, type ContentApp } from './content-support';
import { bearer } from './helper';
import { askAs, withRuleBook } from './assistant-support';

let t: ContentApp;
beforeAll(async () => {
  t = await withRuleBook();
});
afterAll(() => t.close());

const QUESTION = 'When is the swimming pool open?';
const POOL_HOURS = 'The swimming pool is open from 6:00 AM to 9:00 PM';

/** Rewrites the pool's sentence behind the API's back: no change notice is sent for it. */
const rewriteQuietly = (from: string, to: string) =>
  sql`UPDATE assistant_passages SET sentences = replace(sentences::text, ${from}, ${to})::jsonb`.execute(
    t.db,
  );

describe('answers kept in memory', () => {
  it('answers a question asked again from memory until the thesaurus changes', async () => {
    expect((await askAs(t, QUESTION)).response).toContain(POOL_HOURS);
    await rewriteQuietly('6:00 AM to 9:00 PM', '7:00 AM to 8:00 PM');
    // Kept: the quiet rewrite is not seen.
    expect((await askAs(t, QUESTION)).response).toContain(POOL_HOURS);
    // Any change to the thesaurus (here, saving it unchanged) makes every kept answer old.
    const { groups } = (await get(t, '/api/qaAgent/synonyms', t.rwa)).json<SynonymGroups>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/qaAgent/synonyms',
      headers: bearer(t.rwa),
      payload: { groups },
    });
    expect(saved.statusCode).toBe(200);
    expect((await askAs(t, QUESTION)).response).toContain(
      'The swimming pool is open from 7:00 AM to 8:00 PM',
    );
  });
});

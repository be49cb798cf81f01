/**
 * The estate's thesaurus (issue 37): the RWA reads and replaces the groups of words the
 * assistant treats as the same; a new group makes a new word find its section; bad groups are
 * refused with the contract's sentence and change nothing; uploads and removals refresh the
 * words a misspelling is matched against.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SynonymGroups } from '../../contract/assistant/assistant';
import { messages } from '../../contract/messages';
import { del, get, multipart, postForm, type ContentApp } from './content-support';
import { bearer } from './helper';
import { askAs, rulesRef, waterNotice, withRuleBook } from './assistant-support';

let t: ContentApp;
beforeAll(async () => {
  t = await withRuleBook();
});
afterAll(() => t.close());

const put = (body: object, token = t.rwa) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/qaAgent/synonyms',
    headers: bearer(token),
    payload: body,
  });

const groups = async () =>
  (await get(t, '/api/qaAgent/synonyms', t.rwa)).json<SynonymGroups>().groups;

describe('the thesaurus', () => {
  it('starts with the estate words, and a member may neither read nor change it', async () => {
    expect(await groups()).toContainEqual(['park', 'parking']);
    expect((await get(t, '/api/qaAgent/synonyms', t.member)).statusCode).toBe(403);
    expect((await put({ groups: [['a', 'b']] }, t.member)).statusCode).toBe(403);
  });

  it('a new group makes a new word find its section; GET returns what PUT saved', async () => {
    expect((await askAs(t, 'moped rules')).referenced_files).toEqual([]);
    const saved = [...(await groups()), ['Moped', 'scooter', ' vehicle ']];
    const response = await put({ groups: saved });
    expect(response.statusCode).toBe(200);
    const expected = [...saved.slice(0, -1), ['moped', 'scooter', 'vehicle']];
    expect(response.json<SynonymGroups>().groups).toEqual(expected);
    expect(await groups()).toEqual(expected);
    const answer = await askAs(t, 'moped rules');
    expect(answer.referenced_files[0]).toBe(rulesRef('Parking'));
    const audit = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'assistant.synonyms')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it.each([
    [{ groups: [['dog']] }, messages.assistantSynonymGroupSmall],
    [{ groups: [['dog', 'dog']] }, messages.assistantSynonymGroupSmall],
    [{ groups: [['dog', 'k9']] }, messages.assistantSynonymInvalid],
    [
      { groups: [Array.from({ length: 31 }, (_, i) => `w${'x'.repeat(i)}`)] },
      messages.assistantSynonymGroupLarge,
    ],
    [
      { groups: Array.from({ length: 201 }, () => ['a', 'b']) },
      messages.assistantSynonymGroupsMany,
    ],
  ])('refuses %j with its sentence, changing nothing', async (body, sentence) => {
    const before = await groups();
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(sentence);
    expect(await groups()).toEqual(before);
  });

  it('an upload and a removal refresh the words a misspelling is matched against', async () => {
    const notice = waterNotice('12 March');
    expect((await askAs(t, 'ovrhead')).referenced_files).toEqual([]);
    const uploaded = await postForm(t, '/api/qaAgent/upload-pdf/', multipart({}, [notice]), t.rwa);
    expect(uploaded.statusCode).toBe(201);
    expect((await askAs(t, 'ovrhead')).referenced_files).toEqual(['Water notice.pdf (page 1)']);
    const id = uploaded.json<{ files: { id: string }[] }>().files[0]?.id;
    expect((await del(t, `/api/qaAgent/files/${id}`, t.rwa)).statusCode).toBe(200);
    const words = await t.db
      .selectFrom('assistant_words')
      .select('word')
      .where('word', '=', 'overhead')
      .execute();
    expect(words).toEqual([]);
    expect((await askAs(t, 'ovrhead')).referenced_files).toEqual([]);
  });
});

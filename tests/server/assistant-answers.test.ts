/**
 * Ask RWA answers the whole question (issue 37): a broad question gets every rule of its
 * section in book order, a narrow one the fact first, a question in other words (a breed, a
 * trade, a misspelling) still finds its section, and every line is quoted from a cited page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { reindexAssistant } from '../../server/domains/assistant';
import type { ContentApp } from './content-support';
import { askAs, expectVerbatim, quotedLines, rulesRef, withRuleBook } from './assistant-support';

let t: ContentApp;
beforeAll(async () => {
  t = await withRuleBook();
});
afterAll(() => t.close());

const ask = (question: string) => askAs(t, question);

/** Each pattern matches a line of its own, in this order. */
function expectLinesInOrder(lines: string[], patterns: RegExp[]): void {
  let from = 0;
  for (const pattern of patterns) {
    const at = lines.findIndex((line, i) => i >= from && pattern.test(line));
    expect(at, `${String(pattern)} after line ${from} in\n${lines.join('\n')}`).toBeGreaterThan(-1);
    from = at + 1;
  }
}

describe('a broad question gets the whole section, in book order', () => {
  it('pets: every pet rule, from page 2 only', async () => {
    const answer = await ask('What are the rules for pets?');
    expect(answer.referenced_files).toEqual([rulesRef('Pets')]);
    expect(answer.response.split('\n')[0]).toBe('Pets (Gatehouse Society Rules.pdf, page 2):');
    expectLinesInOrder(quotedLines(answer), [
      /Pets are welcome/,
      /registered with the estate office/,
      /leash/,
      /service lift/,
      /clean up after their pets/,
      /Rs\. 500 .* pet waste/,
      /not allowed in the swimming pool/,
    ]);
    expectVerbatim(answer);
  });

  it('parking: every parking rule', async () => {
    const answer = await ask('What are the parking rules?');
    expect(answer.referenced_files).toEqual([rulesRef('Parking')]);
    expectLinesInOrder(quotedLines(answer), [
      /one covered parking slot/,
      /second slot .* Rs\. 1,500/,
      /parking sticker/,
      /P2 level .* 4 hours/,
      /overnight must register/,
      /clamped, and a fine of Rs\. 1,000/,
      /B1 level/,
    ]);
    expectVerbatim(answer);
  });

  it('garbage: the waste rules, not the rest of a page about noise and smoking', async () => {
    const answer = await ask('How does garbage collection work?');
    expect(answer.referenced_files).toEqual([rulesRef('Noise, waste and common areas')]);
    expect(answer.response).toMatch(/wet, dry and hazardous waste/);
    expect(answer.response).toMatch(/between 7:00 AM and 9:00 AM/);
    expect(answer.response).not.toMatch(/Quiet hours|Smoking|Bicycles/);
    expectVerbatim(answer);
  });

  it('guests: approval and the gate desk (page 4), and visitor parking (page 3)', async () => {
    const answer = await ask('What are the rules for guests?');
    expect(answer.referenced_files.slice(0, 2)).toEqual([
      rulesRef('Visitors and domestic help'),
      rulesRef('Parking'),
    ]);
    const lines = quotedLines(answer);
    expect(lines[0]).toMatch(/approved by the resident through the gate app.*security desk/);
    expectLinesInOrder(lines, [/approved/, /P2 level/, /overnight must register/]);
    expect(answer.response).not.toMatch(/Domestic help|Delivery staff|covered parking slot/);
    expectVerbatim(answer);
  });
});

describe('a narrow question gets the fact first', () => {
  it('the fine for an unleashed dog: the leash rule, then the fine as the book says it', async () => {
    const answer = await ask('What is the fine for an unleashed dog?');
    const lines = quotedLines(answer);
    expect(lines[0]).toBe('Dogs must be kept on a leash in all common areas, lifts and lobbies.');
    expect(lines).toContain(
      'A fine of Rs. 500 applies for each instance of pet waste left in a common area.',
    );
    expect(lines.length).toBeLessThanOrEqual(6);
    expect(answer.response).not.toMatch(/unleashed/i);
    expect(answer.referenced_files).toEqual([rulesRef('Pets')]);
    expectVerbatim(answer);
  });

  it.each([
    ['can my Labrador come to the pool?', /^Pets are not allowed in the swimming pool/, 'Pets'],
    ['where do guests park?', /^Visitor parking is on the P2 level/, 'Parking'],
    [
      'when can the plumber drill?',
      /^No noisy work such as drilling|^Renovation work is allowed from 9:00 AM to 6:00 PM/,
      'Renovation and interior work',
    ],
    ['How long can I book the badminton court for?', /badminton/, 'Amenities and timings'],
  ])('"%s" (no word in common with the answer) finds it', async (question, first, heading) => {
    const answer = await ask(question);
    expect(quotedLines(answer)[0], answer.response).toMatch(first);
    expect(answer.referenced_files[0]).toBe(rulesRef(heading));
    expectVerbatim(answer);
  });

  it('the plumber hears both the working hours and that drilling waits past Sunday', async () => {
    const lines = quotedLines(await ask('when can the plumber drill?'));
    expect(lines).toContain(
      'Renovation work is allowed from 9:00 AM to 6:00 PM, Monday to Saturday.',
    );
    expect(lines).toContain(
      'No noisy work such as drilling or breaking is allowed on Sundays or public holidays.',
    );
  });
});

describe('spelling slips', () => {
  it.each([
    ['parkng for vistors', /P2 level/, 'Parking'],
    ['garbge pickup time', /between 7:00 AM and 9:00 AM/, 'Noise, waste and common areas'],
    ['swiming pool hours', /6:00 AM to 9:00 PM/, 'Amenities and timings'],
    ['renovaton deposit', /Rs\. 25,000/, 'Renovation and interior work'],
  ])('"%s" is read as meant', async (question, mustSay, heading) => {
    const answer = await ask(question);
    expect(answer.response).toMatch(mustSay);
    expect(answer.referenced_files[0]).toBe(rulesRef(heading));
    expectVerbatim(answer);
  });
});

describe('what the book does not say', () => {
  it.each(['What is the capital of France?', 'the', '???', 'What is the Wi-Fi password?'])(
    '"%s" is declined, citing nothing',
    async (question) => {
      expect(await ask(question)).toEqual({
        response: messages.assistantNoAnswer,
        referenced_files: [],
      });
    },
  );
});

describe('a library stored before sections existed', () => {
  it('is reindexed once from its stored passages and answers the same', async () => {
    const before = await ask('What are the rules for pets?');
    await t.db.updateTable('assistant_passages').set({ section_id: null }).execute();
    await t.db.deleteFrom('assistant_sections').execute();
    await t.db.deleteFrom('assistant_words').execute();
    expect((await ask('What are the rules for pets?')).referenced_files).toEqual([]);
    await reindexAssistant(t.db);
    expect(await ask('What are the rules for pets?')).toEqual(before);
    expect((await ask('parkng for vistors')).response).toMatch(/P2 level/);
    const stale = await t.db
      .selectFrom('assistant_passages')
      .select('id')
      .where('section_id', 'is', null)
      .execute();
    expect(stale).toEqual([]);
  });
});

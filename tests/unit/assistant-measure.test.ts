// @vitest-environment node
/**
 * The yardstick of Ask RWA's answers (tests/assistant/measure.ts) scores what it should: a
 * quoted section in full is perfect, in the sectioned format and the old one alike; a sentence
 * from elsewhere costs precision and a citation; a bare heading is no quote; declines count.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { answerLines, holds, measure, type Ask } from '../assistant/measure';
import type { Question } from '../assistant/questions';

const RULES = 'Gatehouse Society Rules.pdf';
const pets: Question = {
  kind: 'whole-section',
  q: 'What are the rules for pets?',
  book: 'rules',
  sections: [{ book: 'rules', heading: 'Pets', pages: [2] }],
  facts: ['Pets are welcome', 'Rs. 500'],
};
const france: Question = {
  kind: 'unanswerable',
  q: 'What is the capital of France?',
  decline: true,
};
const declined = { response: messages.assistantNoAnswer, referenced_files: [] };
const replying =
  (answers: Record<string, { response: string; referenced_files: string[] }>): Ask =>
  (q) =>
    Promise.resolve(answers[q] ?? declined);

const welcome =
  'Pets are welcome. Every dog must be registered with the estate office, with proof of its anti-rabies vaccination, renewed every year.';
const fine = 'A fine of Rs. 500 applies for each instance of pet waste left in a common area.';

describe('the answer yardstick', () => {
  it('reads bullet lines of a sectioned answer and sentences of a plain one', () => {
    expect(
      answerLines(
        `Pets (${RULES}, page 2):\n• Pets are welcome.\n\nAmenities (H.pdf, pages 1–2):\n• B.`,
      ),
    ).toEqual(['Pets are welcome.', 'B.']);
    expect(answerLines(`${welcome}\n\n${fine}`)).toEqual([
      'Pets are welcome.',
      'Every dog must be registered with the estate office, with proof of its anti-rabies vaccination, renewed every year.',
      fine,
    ]);
  });

  it('takes whole sentences only, not a heading or the start of one', () => {
    expect(holds('Animals are not permitted here.', 'Animals')).toBe(false);
    expect(holds('One. Animals are not permitted here.', 'Animals are not permitted here.')).toBe(
      true,
    );
    expect(holds('Pets are welcome here.', 'welcome here.')).toBe(false);
  });

  it('scores a whole section, quoted and cited, as perfect in either format', async () => {
    for (const response of [
      `Pets (${RULES}, page 2):\n• ${welcome}\n• ${fine}`,
      `${welcome} ${fine}`,
    ]) {
      const m = await measure(
        replying({
          [pets.q]: { response, referenced_files: [`${RULES} (page 2)`] },
        }),
        [pets, france],
      );
      expect([m.recall, m.precision, m.citations, m.declines, m.wrongDeclines]).toEqual([
        1, 1, 1, 1, 0,
      ]);
    }
  });

  it('counts a sentence from another section against precision, not citations (it cites where it came from)', async () => {
    const quiet = 'Quiet hours are from 10:00 PM to 7:00 AM.';
    const m = await measure(
      replying({
        [pets.q]: {
          response: `Pets (${RULES}, page 2):\n• ${fine}\n\nNoise (${RULES}, page 7):\n• ${quiet}`,
          referenced_files: [`${RULES} (page 2)`, `${RULES} (page 7)`],
        },
        [france.q]: { response: quiet, referenced_files: [`${RULES} (page 7)`] },
      }),
      [pets, france],
    );
    expect(m.recall).toBe(0.5);
    expect(m.precision).toBe(0.5);
    expect(m.citations).toBe(1);
    expect(m.declines).toBe(0);
    expect(m.outcomes[0]?.strayLines).toEqual([quiet]);
  });

  it('counts a line on no cited page as a wrong citation, and a declined answerable question', async () => {
    const uncited = await measure(
      replying({ [pets.q]: { response: `${welcome} ${fine}`, referenced_files: [] } }),
      [pets],
    );
    expect(uncited.citations).toBe(0);
    const refused = await measure(replying({}), [pets, france]);
    expect([refused.recall, refused.wrongDeclines, refused.declines]).toEqual([0, 1, 1]);
  });
});

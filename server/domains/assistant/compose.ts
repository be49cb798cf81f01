/**
 * The whole answer (DESIGN.md §6 Assistant), quoted from the book, never reworded: per section
 * that answers, a line naming its heading, file and page, then its sentences as `•` lines. A
 * broad question about a section's heading ("pets") gets every sentence of it in book order; a
 * narrow one ("the fine for an unleashed dog") gets the sentence that answers it first, then
 * the section's other sentences that bear on it. The passages behind the answer go to the
 * language model, when one is configured, to write from.
 */
import { referenceText, type AssistantAnswer } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import type { GroundingPassage } from './llm-answer';
import { hasIntent, type Intent, type TermGroup } from './query';
import { answersIntent, weightOf, type RankedSection, type SentenceMatch } from './rank';

/** Lines quoted from a section for a narrow question, and at most for a broad one. */
const NARROW_LINES = 6;
const BROAD_LINES = 12;

/** Stems that name the kind of answer, not what it is about ("hours", "fee"). */
const INTENT_STEMS = new Set([
  'time',
  'hour',
  'timing',
  'open',
  'close',
  'fee',
  'fine',
  'charg',
  'cost',
  'rs',
]);

export interface ComposedAnswer extends AssistantAnswer {
  passages: GroundingPassage[];
}

interface Quote {
  ranked: RankedSection;
  lines: SentenceMatch[];
}

/** The section's sentences that answer, the best first (see the file's comment). */
function quoteFrom(groups: TermGroup[], intent: Intent, ranked: RankedSection): SentenceMatch[] {
  const { section, inHeading, sentences } = ranked;
  const headingAsked = section.headingLexemes.filter((lexeme) =>
    groups.some((group) => group.lexemes.includes(lexeme)),
  ).length;
  const about =
    section.headingLexemes.length > 0 && headingAsked * 2 >= section.headingLexemes.length;
  const held = new Set(sentences.flatMap((sentence) => [...sentence.matched]));
  // What the question asks beyond the heading, as far as the section says anything about it.
  const detail = groups.map((_, i) => i).filter((i) => !inHeading.has(i) && held.has(i));
  if (about && detail.length === 0) return sentences.slice(0, BROAD_LINES);
  // A heading only partly about the question ("Noise, waste and common areas" for garbage)
  // narrows nothing: its sentences must say what was asked themselves. Words that only ask for
  // the kind of answer ("hours") are left to the intent: "quiet hours" is no answer to when.
  const asksKind = hasIntent(intent);
  const named = (about ? detail : groups.map((_, i) => i)).filter(
    (i) => !(asksKind && groups[i]?.lexemes.some((lexeme) => INTENT_STEMS.has(lexeme))),
  );
  // A follow-up's own words decide when the section holds them; the inherited ones otherwise.
  const mustHold = named.filter((i) => held.has(i) && groups[i]?.weight === 1);
  const focus = mustHold.length > 0 ? mustHold : named;
  const answers = (sentence: SentenceMatch) =>
    answersIntent(intent, sentence.text) && sentence.matched.size > 0;
  const byFocus = (sentence: SentenceMatch) => focus.some((i) => sentence.matched.has(i));
  // The sentence with the time (amount, place) asked for joins when none of the others has it.
  const needsIntent = asksKind && !sentences.some((s) => byFocus(s) && answers(s));
  let chosen = sentences.filter((s) => byFocus(s) || (needsIntent && answers(s)));
  if (chosen.length === 0) chosen = sentences.filter((sentence) => sentence.matched.size > 0);
  // The kind of answer asked for counts most, in a sentence that also says at least half of
  // what was asked (the one word of one): the Rs. 500 for pet waste is no leash fine.
  const holdsHalf = (sentence: SentenceMatch) =>
    mustHold.filter((i) => sentence.matched.has(i)).length >= Math.ceil(mustHold.length / 2);
  const score = (sentence: SentenceMatch) =>
    weightOf(groups, sentence.matched) + (answers(sentence) && holdsHalf(sentence) ? 1.5 : 0);
  // A tie goes to the sentence with the rarer words asked ("cash" over "pay", said thrice).
  const holders = (i: number) => sentences.filter((s) => s.matched.has(i)).length;
  const rarity = (sentence: SentenceMatch) =>
    focus.reduce((sum, i) => (sentence.matched.has(i) ? sum + 1 / holders(i) : sum), 0);
  const better = (a: SentenceMatch, b: SentenceMatch) =>
    score(a) - score(b) || rarity(a) - rarity(b);
  const best = chosen.reduce<SentenceMatch | undefined>(
    (top, sentence) => (top === undefined || better(sentence, top) > 0 ? sentence : top),
    undefined,
  );
  if (!best) return [];
  return [best, ...chosen.filter((sentence) => sentence !== best)].slice(0, NARROW_LINES);
}

const pagesText = (lines: SentenceMatch[]): string => {
  const pages = lines.map((line) => line.page);
  const [first, last] = [Math.min(...pages), Math.max(...pages)];
  return first === last ? `page ${first}` : `pages ${first}–${last}`;
};

/** The answer from the ranked sections; none → the plain "couldn't find" reply, citing nothing. */
export function composeAnswer(
  groups: TermGroup[],
  intent: Intent,
  ranked: RankedSection[],
): ComposedAnswer {
  const quotes: Quote[] = ranked
    .map((one) => ({ ranked: one, lines: quoteFrom(groups, intent, one) }))
    .filter((quote) => quote.lines.length > 0);
  if (quotes.length === 0)
    return { response: messages.assistantNoAnswer, referenced_files: [], passages: [] };
  const blocks = quotes.map(({ ranked: { section }, lines }) => {
    const where = `${section.fileName}, ${pagesText(lines)}`;
    const title = section.heading ? `${section.heading} (${where}):` : `${where}:`;
    return [title, ...lines.map((line) => `• ${line.text}`)].join('\n');
  });
  const references = quotes.flatMap(({ ranked: { section }, lines }) =>
    lines.map((line) => referenceText(section.fileName, line.page)),
  );
  return {
    response: blocks.join('\n\n'),
    referenced_files: [...new Set(references)],
    passages: groundingPassages(quotes),
  };
}

/** The quoted paragraphs first, in answer order, then the rest of their sections. */
function groundingPassages(quotes: Quote[]): GroundingPassage[] {
  const quoted: GroundingPassage[] = [];
  const rest: GroundingPassage[] = [];
  for (const { ranked, lines } of quotes) {
    const { section } = ranked;
    const used = new Set(lines.map((line) => line.rule));
    const order = [...new Set(lines.map((line) => line.rule))];
    const passageOf = (r: number): GroundingPassage => {
      const rule = section.rules[r];
      return {
        reference: referenceText(section.fileName, rule?.page ?? 1),
        heading: section.heading,
        text: (rule?.sentences ?? []).map((sentence) => sentence.text).join(' '),
      };
    };
    quoted.push(...order.map(passageOf));
    section.rules.forEach((_, r) => {
      if (!used.has(r)) rest.push(passageOf(r));
    });
  }
  return [...quoted, ...rest];
}

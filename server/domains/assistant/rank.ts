/**
 * Which found sections answer the question (DESIGN.md §6 Assistant): a section scores by how
 * many of the question's word groups it holds anywhere, half again for those in its heading, the
 * most any one paragraph holds, and one more when a matching paragraph has the kind of answer
 * asked for (a time, an amount, a place). Every section nearly as good as the best is kept.
 */
import type { Intent, TermGroup } from './query';
import type { FoundSection } from './retrieve';

/** Kept: sections scoring at least this share of the best one's score. */
const NEAR_BEST = 0.8;
const MAX_SECTIONS = 3;

const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s?(?:AM|PM)\b|\b\d{1,2}:\d{2}\b/i;
const DURATION =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve)(?: and a half)? (?:minutes?|hours?|days?|weeks?|months?)\b/i;
const AMOUNT = /\bRs\.?\s?\d|₹\s?\d|\b\d+(?:\.\d+)?\s?(?:percent|%)/i;
const PLACE = /\b(?:[PB]\d+|level|floor|gate|lobby|basement|desk|office|clubhouse)\b/i;

/** True when the text holds the kind of answer the question asks for. */
export const answersIntent = (intent: Intent, text: string): boolean =>
  (intent.time && CLOCK_TIME.test(text)) ||
  (intent.duration && DURATION.test(text)) ||
  (intent.amount && AMOUNT.test(text)) ||
  (intent.place && PLACE.test(text));

/** The indexes of the groups the stems hold. */
export const groupsIn = (groups: TermGroup[], lexemes: Iterable<string>): Set<number> => {
  const present = new Set(lexemes);
  const found = new Set<number>();
  groups.forEach((group, i) => {
    if (group.lexemes.some((lexeme) => present.has(lexeme))) found.add(i);
  });
  return found;
};

export const weightOf = (groups: TermGroup[], indexes: Iterable<number>): number => {
  let total = 0;
  for (const i of indexes) total += groups[i]?.weight ?? 0;
  return total;
};

export interface SentenceMatch {
  text: string;
  page: number;
  /** The paragraph it belongs to, counted through the section. */
  rule: number;
  matched: Set<number>;
}

export interface RankedSection {
  section: FoundSection;
  score: number;
  /** The groups its heading holds. */
  inHeading: Set<number>;
  sentences: SentenceMatch[];
}

function rankOne(groups: TermGroup[], intent: Intent, section: FoundSection) {
  const inHeading = groupsIn(groups, section.headingLexemes);
  const covered = new Set(inHeading);
  const sentences: SentenceMatch[] = [];
  let bestRule = 0;
  let bonus = 0;
  section.rules.forEach((rule, r) => {
    const inRule = new Set<number>();
    for (const sentence of rule.sentences) {
      const matched = groupsIn(groups, sentence.lexemes);
      for (const i of matched) inRule.add(i);
      sentences.push({ text: sentence.text, page: rule.page, rule: r, matched });
    }
    for (const i of inRule) covered.add(i);
    // The heading speaks for each of its paragraphs, at half weight.
    const fromHeading = [...inHeading].filter((i) => !inRule.has(i));
    bestRule = Math.max(bestRule, weightOf(groups, inRule) + 0.5 * weightOf(groups, fromHeading));
    const answers = rule.sentences.some((sentence) => answersIntent(intent, sentence.text));
    if (inRule.size > 0 && answers) bonus = 1;
  });
  const score = weightOf(groups, covered) + 0.5 * weightOf(groups, inHeading) + bestRule + bonus;
  const breadth = sentences.filter((sentence) => sentence.matched.size > 0).length;
  return { section, score, inHeading, sentences, bestRule, breadth };
}

/** The sections that answer, best first (a tie: more matching sentences, then book order). */
export function rankSections(
  groups: TermGroup[],
  intent: Intent,
  found: FoundSection[],
  known: number,
): RankedSection[] {
  // One word in common is enough for a two-word question, not for a long one; words the
  // documents never use ("old" newspapers) cannot be in common, so they do not count.
  const ownWords = groups.filter((group) => group.weight === 1).length;
  const enough = known >= 3 ? 1.5 : 1;
  // A heading that holds every word asked ("What amenities are there?") is the answer itself.
  const headingSays = (one: { inHeading: Set<number> }) =>
    ownWords > 0 && groups.every((group, i) => group.weight !== 1 || one.inHeading.has(i));
  const ranked = found
    .map((section) => rankOne(groups, intent, section))
    .filter((one) => one.bestRule >= enough || headingSays(one))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.breadth - a.breadth ||
        a.section.fileName.localeCompare(b.section.fileName) ||
        a.section.position - b.section.position,
    );
  const best = ranked[0]?.score ?? 0;
  return ranked
    .filter((one) => one.score >= best * NEAR_BEST)
    .slice(0, MAX_SECTIONS)
    .map(({ section, score, inHeading, sentences }) => ({ section, score, inHeading, sentences }));
}

/**
 * The check a language model's answer must pass before a resident reads it (issue 37, DESIGN.md
 * §6): every line cites the passages it came from, carries no number, time or amount those
 * passages do not, says "not" where the sentence it restates does (and only there), and uses
 * (almost) only their words. A reply
 * that fails anywhere is thrown away whole, and the extractive answer, quoted from the book, goes
 * out instead: better a plain answer than a fluent one that invents a fine.
 */
import type { AssistantAnswer } from '../../../contract/assistant/assistant';
import type { GroundingPassage } from './llm-answer';
import { sentencesOf } from './passages';

/** What the model answers when the passages do not answer the question. */
export const NO_ANSWER = 'NO_ANSWER';

/** Turns texts into their search lexemes (one `to_tsvector('english')` per text, in order). */
export type LexemesOf = (texts: string[]) => Promise<string[][]>;

interface CitedLine {
  text: string;
  /** Passage indexes (0-based) the line cites. */
  cites: number[];
}

const MARKERS = /\[(\d+(?:\s*,\s*\d+)*)\]/g;
const LEADING_BULLET = /^(?:[•*-]|\d+[.)])\s+/;
const NEGATION = /\b(?:not|no|never|cannot|without|nor)\b|n't\b/i;
/** Share of a line's words that may be the model's own ("need" for "must"), rounded down. */
const OWN_WORDS_ALLOWED = 0.2;

/** The reply's lines with their citations; undefined when any line cites nothing or nonsense. */
export function citedLines(reply: string, passageCount: number): CitedLine[] | undefined {
  const lines: CitedLine[] = [];
  for (const raw of reply.split('\n')) {
    const line = raw.trim().replace(LEADING_BULLET, '');
    if (line === '') continue;
    const cites = [...line.matchAll(MARKERS)].flatMap((match) =>
      (match[1] ?? '').split(',').map((n) => Number(n.trim()) - 1),
    );
    const text = line
      .replace(MARKERS, '')
      .replace(/\s+([.,;:])/g, '$1')
      .trim();
    if (cites.length === 0 || text === '') return undefined;
    if (cites.some((i) => !Number.isInteger(i) || i < 0 || i >= passageCount)) return undefined;
    lines.push({ text, cites: [...new Set(cites)] });
  }
  return lines.length > 0 ? lines : undefined;
}

/** "6:00", "1,500" and "3.50" as written, plus the forms a model may shorten them to ("6", "1500"). */
function numbersIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const [number] of text.matchAll(/\d[\d,.:]*\d|\d/g)) {
    const plain = number.replace(/,/g, '');
    found.add(plain);
    const whole = /^(\d+)[:.]00$/.exec(plain);
    if (whole?.[1]) found.add(whole[1]);
  }
  return found;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);

/** The words a sentence denies: "not allowed", "not the passenger lift" → allowed, passenger. */
function deniedWords(sentence: string): string[] {
  const denied: string[] = [];
  const pattern = new RegExp(`(?:${NEGATION.source})((?:\\s+[A-Za-z']+){1,3})`, 'gi');
  for (const match of sentence.matchAll(pattern)) {
    const next = (match[1] ?? '').toLowerCase().match(/[a-z]{4,}/);
    if (next) denied.push(next[0]);
  }
  return denied;
}

/**
 * Whether the line keeps the "not" of the cited sentence it is closest to: stemming drops
 * negations, so "Pets are allowed in the pool" would otherwise pass for "Pets are not allowed".
 * A line may leave out a denied clause ("Pets must use the service lift" from "…, not the
 * passenger lift"), but not state it, and may deny only where its sentence does.
 */
function keepsNegation(line: string, sourceText: string): boolean {
  const words = wordsOf(line);
  let closest = '';
  let shared = -1;
  for (const sentence of sentencesOf(sourceText.replace(/\s+/g, ' '))) {
    const overlap = [...wordsOf(sentence)].filter((word) => words.has(word)).length;
    if (overlap > shared) [closest, shared] = [sentence, overlap];
  }
  if (NEGATION.test(line)) return NEGATION.test(closest);
  return deniedWords(closest).every((word) => !words.has(word));
}

/** Whether one line says only what its cited passages say. */
function lineHolds(
  line: CitedLine,
  cited: GroundingPassage[],
  lineLexemes: string[],
  allowedLexemes: Set<string>,
): boolean {
  const sourceText = cited.map((passage) => passage.text).join('\n');
  const sourceNumbers = numbersIn(sourceText);
  for (const number of numbersIn(line.text)) {
    if (!sourceNumbers.has(number)) return false;
  }
  if (!keepsNegation(line.text, sourceText)) return false;
  const words = lineLexemes.filter((lexeme) => !/^\d/.test(lexeme));
  const own = words.filter((lexeme) => !allowedLexemes.has(lexeme)).length;
  return own <= Math.floor(words.length * OWN_WORDS_ALLOWED);
}

/**
 * The model's reply as an answer (one "• line" per rule, citations as `referenced_files`), or
 * undefined when it declined or any line fails the check.
 */
export async function groundedAnswer(
  reply: string,
  question: string,
  passages: GroundingPassage[],
  lexemesOf: LexemesOf,
): Promise<AssistantAnswer | undefined> {
  if (reply.trim() === NO_ANSWER) return undefined;
  const lines = citedLines(reply, passages.length);
  if (!lines) return undefined;
  const [questionLexemes = [], ...rest] = await lexemesOf([
    question,
    ...passages.map((passage) => passage.text),
    ...lines.map((line) => line.text),
  ]);
  const passageLexemes = rest.slice(0, passages.length);
  const lineLexemes = rest.slice(passages.length);
  const holds = lines.every((line, i) => {
    const allowed = new Set([
      ...questionLexemes,
      ...line.cites.flatMap((c) => passageLexemes[c] ?? []),
    ]);
    const cited = line.cites.flatMap((c) => passages[c] ?? []);
    return lineHolds(line, cited, lineLexemes[i] ?? [], allowed);
  });
  if (!holds) return undefined;
  const references = lines.flatMap((line) => line.cites.map((c) => passages[c]?.reference ?? ''));
  return {
    response: lines.map((line) => `• ${line.text}`).join('\n'),
    referenced_files: [...new Set(references)],
  };
}

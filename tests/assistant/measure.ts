/**
 * Ask RWA's yardstick (issue 37, "Prove it"): asks every question of the set through `ask` (a
 * running app, however it is reached) and measures the answers against the books' own text:
 * - recall: the share of expected facts present in the answers;
 * - precision: the share of answer lines that are verbatim sentences of an expected section
 *   (or of an `also` section) on its pages;
 * - citations: the share of cited pages that hold a line the answer quotes, where an answer
 *   line found on no cited page counts as one more wrong citation (whether a quoted section was
 *   the right one to quote is precision's business, not the citation's);
 * - declines: the share of unanswerable questions declined, and of answerable ones wrongly so.
 * An answer line is a `• sentence` line of the sectioned answer; an answer without bullets (the
 * old engine's) gives one line per sentence.
 */
import { referenceOf, type AssistantAnswer } from '../../contract/assistant/assistant';
import { messages } from '../../contract/messages';
import { sentencesOf } from '../../server/domains/assistant/passages';
import { books, normal, pageText, sectionsOf, type Section } from './books';
import {
  questions as allQuestions,
  type Answerable,
  type Question,
  type SectionRef,
} from './questions';

/** One question to the app: `context` holds the chat's earlier questions, oldest first. */
export type Ask = (q: string, context?: string[]) => Promise<AssistantAnswer>;

/** The search URL under /api for a question and its chat's earlier questions (one a line). */
export const searchPath = (q: string, context?: string[]): string =>
  `qaAgent/search/?${new URLSearchParams({ q, ...(context ? { context: context.join('\n') } : {}) }).toString()}`;

export interface Outcome {
  question: Question;
  answer: AssistantAnswer;
  declined: boolean;
  lines: string[];
  missedFacts: string[];
  /** Answer lines from no expected section. */
  strayLines: string[];
  /** Cited pages that are not expected or hold no quoted line, and lines no cited page holds. */
  wrongCitations: string[];
  citations: number;
}

export interface Measures {
  recall: number;
  precision: number;
  citations: number;
  /** Unanswerable questions declined. */
  declines: number;
  /** Answerable questions declined. */
  wrongDeclines: number;
  outcomes: Outcome[];
}

export const budgets = { recall: 0.9, precision: 0.8, citations: 1, declines: 0.9 };

/**
 * "Pets (Rules.pdf, page 2):" or "Amenities (Handbook.pdf, pages 1–2):" — a section's title
 * line in the sectioned answer, not an answer line.
 */
const SECTION_TITLE = /^.+ \(.+, pages? \d+(?:\s*[–-]\s*\d+)?\):$/;

export function answerLines(response: string): string[] {
  return response
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !SECTION_TITLE.test(line))
    .flatMap((line) => (line.startsWith('•') ? [line.replace(/^•\s*/, '')] : sentencesOf(line)))
    .map(normal);
}

/**
 * True when `text` holds `line` as whole sentences: a bare heading, the start of a sentence
 * ("Animals" of "Animals are not permitted…") or its end is not a quote of the book's rules.
 */
export function holds(text: string, line: string): boolean {
  if (line === '') return false;
  for (let at = text.indexOf(line); at !== -1; at = text.indexOf(line, at + 1)) {
    const end = at + line.length;
    // After a full stop, or (a heading's end is no full stop) a capital after a space.
    const starts =
      at === 0 ||
      /[.!?:;] $/.test(text.slice(at - 2, at)) ||
      (text[at - 1] === ' ' && /^[A-Z0-9"(]/.test(line));
    const ends = end === text.length || (/[.!?]$/.test(line) && text[end] === ' ');
    if (starts && ends) return true;
  }
  return false;
}

const sections = new Map(
  Object.entries(books).map(([name, book]) => [name, sectionsOf(book)] as const),
);

/** The text of a section on the given pages. */
function textOf(ref: SectionRef): string {
  const section = sections
    .get(ref.book)
    ?.find((candidate: Section) => candidate.heading === ref.heading);
  if (!section) throw new Error(`No section "${ref.heading}" in the ${ref.book} book`);
  return ref.pages.map((page) => section.text.get(page) ?? '').join(' ');
}

/** The question set is exact: each expected fact is in an expected section on its pages. */
export function checkQuestionSet(set: Question[] = allQuestions): string[] {
  const problems: string[] = [];
  for (const question of set) {
    if (question.decline) continue;
    for (const ref of [...question.sections, ...(question.also ?? [])]) {
      for (const page of ref.pages) {
        if (
          !sections
            .get(ref.book)
            ?.find((s) => s.heading === ref.heading)
            ?.text.get(page)
        )
          problems.push(`${question.q}: "${ref.heading}" is not on page ${page}`);
      }
    }
    const text = question.sections.map(textOf).join(' ');
    for (const fact of question.facts)
      if (!text.includes(normal(fact)))
        problems.push(`${question.q}: "${fact}" is not in the book`);
  }
  return problems;
}

function judge(question: Question, answer: AssistantAnswer): Outcome {
  const declined =
    answer.response === messages.assistantNoAnswer && answer.referenced_files.length === 0;
  const lines = declined ? [] : answerLines(answer.response);
  const outcome: Outcome = {
    question,
    answer,
    declined,
    lines,
    missedFacts: [],
    strayLines: [],
    wrongCitations: [],
    citations: 0,
  };
  if (question.decline) return outcome;
  const response = normal(answer.response);
  outcome.missedFacts = question.facts.filter(
    (fact) => declined || !response.includes(normal(fact)),
  );
  if (declined) return outcome;
  const allowed: SectionRef[] = [...question.sections, ...(question.also ?? [])];
  const allowedText = allowed.map(textOf);
  outcome.strayLines = lines.filter((line) => !allowedText.some((text) => holds(text, line)));
  const cited = answer.referenced_files.map((reference) => {
    const { file = '', page = 0 } = referenceOf(reference) ?? {};
    const book = Object.values(books).find((candidate) => candidate.file === file);
    return { reference, text: book ? pageText(book, page) : '' };
  });
  outcome.citations = cited.length;
  for (const { reference, text } of cited) {
    if (!lines.some((line) => holds(text, line)))
      outcome.wrongCitations.push(`${reference}: quotes nothing from it`);
  }
  for (const line of lines)
    if (!cited.some(({ text }) => holds(text, line)))
      outcome.wrongCitations.push(`"${line}": on no cited page`);
  return outcome;
}

const share = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

export function measuresOf(outcomes: Outcome[]): Measures {
  const answerable = outcomes.filter(
    (o): o is Outcome & { question: Answerable } => !o.question.decline,
  );
  const answered = answerable.filter((o) => !o.declined);
  const unanswerable = outcomes.filter((o) => o.question.decline);
  const lines = sum(answered.map((o) => o.lines.length));
  const citationItems = sum(
    answered.map((o) => o.citations + o.wrongCitations.filter((w) => w.startsWith('"')).length),
  );
  return {
    recall: share(
      sum(answerable.map((o) => o.question.facts.length - o.missedFacts.length)),
      sum(answerable.map((o) => o.question.facts.length)),
    ),
    precision: share(lines - sum(answered.map((o) => o.strayLines.length)), lines),
    citations: share(
      citationItems - sum(answered.map((o) => o.wrongCitations.length)),
      citationItems,
    ),
    declines: share(unanswerable.filter((o) => o.declined).length, unanswerable.length),
    wrongDeclines: share(answerable.length - answered.length, answerable.length),
    outcomes,
  };
}

/** Asks the set one question at a time (the app's rate limit is per minute, not per burst). */
export async function measure(ask: Ask, set: Question[] = allQuestions): Promise<Measures> {
  const outcomes: Outcome[] = [];
  for (const question of set)
    outcomes.push(judge(question, await ask(question.q, question.context)));
  return measuresOf(outcomes);
}

/** Measures that miss their budget, as sentences ('recall 0.82 < 0.9'); empty when all hold. */
export function missedBudgets(m: Measures): string[] {
  const missed: string[] = [];
  for (const key of ['recall', 'precision', 'citations', 'declines'] as const)
    if (m[key] < budgets[key]) missed.push(`${key} ${m[key].toFixed(2)} < ${budgets[key]}`);
  return missed;
}

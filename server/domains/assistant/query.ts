/**
 * What a question asks (DESIGN.md §6 Assistant): its words as search stems, each with the words
 * that mean the same here (the estate thesaurus) and, for a word neither the library nor the
 * thesaurus knows, the library word it is most likely a slip for ("parkng" → parking); what kind
 * of answer it wants (a time, an amount, a place); and, with the chat's earlier questions, what
 * a follow-up ("and for cats?") means in their light. One SQL statement for all of it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** One question word with its synonyms; a text matches it when it holds any of them. */
export interface TermGroup {
  lexemes: string[];
  /** 1 for the question's own words, less for a follow-up's inherited ones. */
  weight: number;
  /** The thesaurus rows it came from: a follow-up's word replaces an earlier one of its row. */
  rows: number[];
}

export interface Intent {
  time: boolean;
  /** "How long…": a span of hours or days. */
  duration: boolean;
  amount: boolean;
  place: boolean;
}

export interface Question {
  groups: TermGroup[];
  intent: Intent;
  /**
   * The asked question's own words (of 4 letters or more) that neither the library, nor the
   * thesaurus, nor a spelling slip knows: "biryani", "passport", "sauna".
   */
  unknown: string[];
  /** How many of the asked question's own words the library or the thesaurus knows. */
  known: number;
}

/**
 * Words that say a question is about rules, or are said of anything (my flat, can I bring, do
 * I need), not what it is about.
 */
const GENERIC_WORDS =
  'rule rules policy policies allowed permitted society estate regulation regulations guideline guidelines tell about know please explain information details much many work flat apartment come go get put want need take bring';

/**
 * How close a misspelt word must be to a library word (pg_trgm similarity) to stand for it
 * ("sqush" is 0.44 from "squash"). A slip keeps its first letter and its length give or take
 * one, so "president" is read neither as "resident" nor as "present".
 */
const SLIP_SIMILARITY = 0.4;
/** The earlier questions a follow-up is read against. */
const EARLIER_QUESTIONS = 3;

const ASKS_TIME = /\b(when|what time|times?|hours?|timings?|opens?|closes?|until|till)\b/i;
const ASKS_AMOUNT = /\b(how much|fees?|fines?|charges?|costs?|deposits?|rs|rent)\b/i;
const ASKS_DURATION = /\b(how long|duration|for how many)\b/i;
const ASKS_PLACE = /\b(where|which (?:level|floor|gate|lift)|gate)\b/i;
const FOLLOW_UP = /^\s*(and|also|what about|how about|same for|for|but)\b/i;

const intentOf = (text: string): Intent => ({
  time: ASKS_TIME.test(text),
  duration: ASKS_DURATION.test(text),
  amount: ASKS_AMOUNT.test(text),
  place: ASKS_PLACE.test(text),
});

export const hasIntent = (intent: Intent): boolean =>
  intent.time || intent.duration || intent.amount || intent.place;

interface WordRow {
  text_no: number | string;
  word: string;
  lexeme: string;
  fixed: string | null;
  known: boolean;
  rows: { id: number | string; lexemes: string[] }[];
}

/** The earlier questions from the optional `context` (one per line, newest last). */
export const earlierQuestions = (context: string | undefined): string[] =>
  (context ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(-EARLIER_QUESTIONS);

/** The question, read in the light of the earlier ones when it is a follow-up. */
export async function analyseQuestion(
  db: Kysely<Database>,
  question: string,
  earlier: string[] = [],
): Promise<Question> {
  const texts = [...earlier, question];
  const { rows } = await sql<WordRow>`
    WITH generic AS (
      SELECT tsvector_to_array(to_tsvector('english', ${GENERIC_WORDS})) AS lexemes
    ), words AS (
      SELECT t.n AS text_no, w.n AS word_no, w.w AS word,
             (tsvector_to_array(to_tsvector('english', w.w)))[1] AS lexeme
      FROM unnest(${texts}::text[]) WITH ORDINALITY AS t(text, n),
           regexp_split_to_table(lower(t.text), '[^a-z]+') WITH ORDINALITY AS w(w, n)
      WHERE w.w <> ''
    )
    SELECT x.text_no, x.word, x.lexeme, fix.lexeme AS fixed,
           (fix.lexeme IS NOT NULL
            OR EXISTS (SELECT 1 FROM assistant_words k WHERE k.lexeme = x.lexeme)
            OR EXISTS (SELECT 1 FROM assistant_synonyms s WHERE s.lexemes @> ARRAY[x.lexeme])
           ) AS known,
           coalesce((SELECT json_agg(json_build_object('id', y.id, 'lexemes', y.lexemes))
                     FROM assistant_synonyms y
                     WHERE y.lexemes && ARRAY[x.lexeme, fix.lexeme]), '[]') AS rows
    FROM words x
    CROSS JOIN generic g
    LEFT JOIN LATERAL (
      SELECT aw.lexeme FROM assistant_words aw
      WHERE length(x.word) >= 4
        AND NOT EXISTS (SELECT 1 FROM assistant_words k WHERE k.lexeme = x.lexeme)
        AND NOT EXISTS (SELECT 1 FROM assistant_synonyms s WHERE s.lexemes @> ARRAY[x.lexeme])
        AND left(aw.word, 1) = left(x.word, 1)
        AND abs(length(aw.word) - length(x.word)) <= 1
        AND aw.word % x.word AND similarity(aw.word, x.word) >= ${SLIP_SIMILARITY}
      ORDER BY similarity(aw.word, x.word) DESC, aw.word
      LIMIT 1
    ) AS fix ON true
    WHERE x.lexeme IS NOT NULL AND NOT (x.lexeme = ANY (g.lexemes))
    ORDER BY x.text_no, x.word_no`.execute(db);
  const read = texts.map((text, i) => ({
    groups: groupsOf(rows.filter((row) => Number(row.text_no) === i + 1)),
    intent: intentOf(text),
    text,
  }));
  let current = read[0] ?? { groups: [], intent: intentOf(question), text: question };
  for (const next of read.slice(1)) {
    const followsUp = FOLLOW_UP.test(next.text) || next.groups.length <= 2;
    current = followsUp ? { ...followUp(current, next), text: next.text } : next;
  }
  const own = rows.filter((row) => Number(row.text_no) === texts.length);
  const unknown = own.filter((row) => !row.known && row.word.length >= 4).map((row) => row.word);
  const known = new Set(own.filter((row) => row.known).map((row) => row.lexeme)).size;
  return { groups: current.groups, intent: current.intent, unknown, known };
}

type Reading = Pick<Question, 'groups' | 'intent'>;

/** One group per question word; a word already in an earlier group ("swimming pool") adds none. */
function groupsOf(words: WordRow[]): TermGroup[] {
  const groups: TermGroup[] = [];
  for (const word of words) {
    if (groups.some((group) => group.lexemes.includes(word.lexeme))) continue;
    const lexemes = new Set([word.lexeme, ...(word.fixed ? [word.fixed] : [])]);
    for (const row of word.rows) for (const lexeme of row.lexemes) lexemes.add(lexeme);
    groups.push({ lexemes: [...lexemes], weight: 1, rows: word.rows.map((row) => Number(row.id)) });
  }
  return groups;
}

/**
 * A follow-up keeps the earlier question's words at half weight, except those its own words
 * replace ("and for cats?" after dogs: cat and dog share a thesaurus row); with no kind of
 * answer of its own ("and the gym?"), it wants the earlier one's.
 */
function followUp(earlier: Reading, next: Reading): Reading {
  const replaced = (group: TermGroup) =>
    next.groups.some(
      (own) =>
        own.rows.some((row) => group.rows.includes(row)) ||
        own.lexemes.some((lexeme) => group.lexemes.includes(lexeme)),
    );
  return {
    groups: [
      ...next.groups,
      ...earlier.groups
        .filter((group) => !replaced(group))
        .map((group) => ({ ...group, weight: group.weight / 2 })),
    ],
    intent: hasIntent(next.intent) ? next.intent : earlier.intent,
  };
}

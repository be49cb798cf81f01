/**
 * The Ask RWA assistant (DESIGN.md §6 Assistant). Ingest: PDF → text per page (pdf.js) →
 * passages under their headings → PostgreSQL full-text search. Answer: the passages sharing the
 * most words with the question (stemmed, stop words dropped), trimmed to the sentences that carry
 * those words, with the file and page of each. Nothing found is said plainly, never invented.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { referenceText, type AssistantAnswer } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { sentencesOf, toPassages, type Passage } from './passages';
import { readPdfText } from '../../platform/files/pdf-text';

const INSERT_CHUNK = 500;
/** Passages an answer may draw on: enough for a question that spans two rules, no more. */
const MAX_SOURCES = 2;
const MAX_SENTENCES = 3;

export interface IngestInput {
  fileName: string;
  bytes: Uint8Array;
}

export interface ParsedPdf extends IngestInput {
  pages: number;
  passages: Passage[];
}

/** Reads the PDF's passages; a PDF without text (a scan) is refused by name. */
export async function parseAssistantPdf(input: IngestInput): Promise<ParsedPdf> {
  const pages = await readPdfText(input.bytes);
  const passages = toPassages(pages);
  if (passages.length === 0)
    throw new HttpError(400, `${input.fileName} ${messages.assistantNoText}`);
  return { ...input, pages: pages.length, passages };
}

/** Stores the file's passages, replacing those of a file of the same name. Answers its id. */
export async function storeAssistantPdf(
  tx: Kysely<Database>,
  pdf: ParsedPdf,
  uploadedBy: string,
  now: Date,
): Promise<number> {
  await tx.deleteFrom('assistant_files').where('file_name', '=', pdf.fileName).execute();
  const file = await tx
    .insertInto('assistant_files')
    .values({
      file_name: pdf.fileName,
      pages: pdf.pages,
      size_bytes: pdf.bytes.length,
      uploaded_by: uploadedBy,
      uploaded_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < pdf.passages.length; start += INSERT_CHUNK) {
    await tx
      .insertInto('assistant_passages')
      .values(
        pdf.passages.slice(start, start + INSERT_CHUNK).map((passage, i) => ({
          file_id: file.id,
          page: passage.page,
          position: start + i,
          heading: passage.heading,
          body: passage.body,
        })),
      )
      .execute();
  }
  return file.id;
}

export interface Source {
  fileName: string;
  page: number;
  heading: string;
  body: string;
  /** The question's words it carries (matchedIn). */
  matched: number;
  /** What ranks it: `matched`, plus one for a clock time when the question asks when. */
  score: number;
}

/** Texts' words as PostgreSQL's English search reads them ('timings' → 'time'). */
export async function lexemesOf(db: Kysely<Database>, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const { rows } = await sql<{ lexemes: string[] }>`
    SELECT tsvector_to_array(to_tsvector('english', t)) AS lexemes
    FROM unnest(${texts}::text[]) WITH ORDINALITY AS u(t, n) ORDER BY n`.execute(db);
  return rows.map((row) => row.lexemes);
}

/**
 * Words residents and rule books use for the same thing. A question's word also finds its
 * synonyms, and counts once however many of them a passage holds.
 */
const SYNONYMS = [
  'garbage waste trash rubbish',
  'car vehicle',
  'dog pet cat',
  'guest visitor',
  'fee charge',
  'lift elevator',
  'renovation repair interior',
  'move shifting',
  'maid domestic',
  'delivery courier parcel',
  'pool swimming',
  'timing hours time',
  'noise loud',
  'slot spot space',
  'pay paid payment',
  'kid kids child children',
  'bicycle bike cycle',
];

let synonymStems: Promise<string[][]> | undefined;

/** Each question word with the words that mean the same: one group per question word. */
async function termGroups(db: Kysely<Database>, question: string): Promise<string[][]> {
  // The synonyms' stems never change: asked of the database once.
  synonymStems ??= lexemesOf(db, SYNONYMS).catch((error: unknown) => {
    synonymStems = undefined;
    throw error;
  });
  const [[terms = []], synonyms] = await Promise.all([lexemesOf(db, [question]), synonymStems]);
  return terms.map((term) => [
    ...new Set([term, ...(synonyms.find((group) => group.includes(term)) ?? [])]),
  ]);
}

const countMatched = (groups: string[][], lexemes: Iterable<string>): number => {
  const present = new Set(lexemes);
  return groups.filter((group) => group.some((term) => present.has(term))).length;
};

/** A clock time as rule books write it: 6:00 AM, 10 PM, 22:00. */
const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s?(?:AM|PM)\b|\b\d{1,2}:\d{2}\b/i;

/** "When…", "what time…", "…hours", "…timings": the answer is a clock time. */
const asksForTime = (question: string): boolean =>
  /\b(when|what time|hours?|timings?|opens?|closes?|until|till)\b/i.test(question);

/**
 * How much of the question a text carries: one point per question word (or synonym) in it;
 * words only in the heading count half (the heading says what the section is about, the body
 * what it says).
 */
function matchedIn(
  groups: string[][],
  text: { bodyLexemes: string[]; headingLexemes?: string[] },
): number {
  const inBody = countMatched(groups, text.bodyLexemes);
  const withHeading = countMatched(groups, [...text.bodyLexemes, ...(text.headingLexemes ?? [])]);
  return inBody + (withHeading - inBody) / 2;
}

/** For ranking only: a clock time counts when the question asks when (never for relevance). */
const timeBonus = (wantsTime: boolean, text: string): number =>
  wantsTime && CLOCK_TIME.test(text) ? 1 : 0;

/** The passages that share the most words with the question, best first. */
export async function findSources(db: Kysely<Database>, question: string): Promise<Source[]> {
  const groups = await termGroups(db, question);
  if (groups.length === 0) return [];
  // Lexemes are already normalised: 'simple' reads them as they are, and quoting keeps any
  // character out of the query syntax.
  const query = groups
    .flat()
    .map((term) => `'${term.replace(/'/g, "''")}'`)
    .join(' | ');
  const { rows } = await sql<{
    file_name: string;
    page: number;
    heading: string;
    body: string;
    body_lexemes: string[];
    heading_lexemes: string[];
    rank: number;
  }>`
    SELECT f.file_name, p.page, p.heading, p.body,
           tsvector_to_array(to_tsvector('english', p.body)) AS body_lexemes,
           tsvector_to_array(to_tsvector('english', p.heading)) AS heading_lexemes,
           ts_rank_cd(p.search, q.query) AS rank
    FROM assistant_passages p
    JOIN assistant_files f ON f.id = p.file_id
    CROSS JOIN to_tsquery('simple', ${query}) AS q(query)
    WHERE p.search @@ q.query
    ORDER BY rank DESC, p.id
    LIMIT 50`.execute(db);
  // One word in common is enough for a two-word question, not for a long one.
  const enough = groups.length >= 3 ? 1.5 : 1;
  const wantsTime = asksForTime(question);
  return rows
    .map((row) => {
      const matched = matchedIn(groups, {
        bodyLexemes: row.body_lexemes,
        headingLexemes: row.heading_lexemes,
      });
      return {
        fileName: row.file_name,
        page: row.page,
        heading: row.heading,
        body: row.body,
        matched,
        score: matched + timeBonus(wantsTime, row.body),
        rank: Number(row.rank),
      };
    })
    .filter((source) => source.matched >= enough)
    .sort((a, b) => b.score - a.score || b.rank - a.rank)
    .map(({ rank: _rank, ...source }) => source);
}

/** The extractive answer: the best passages' sentences that carry the question's words. */
export async function extractiveAnswer(
  db: Kysely<Database>,
  question: string,
  sources: Source[],
): Promise<AssistantAnswer> {
  const best = sources[0];
  if (!best) return { response: messages.assistantNoAnswer, referenced_files: [] };
  // A second passage counts only when it is as good as the first (a question about two rules).
  const used = sources.slice(0, MAX_SOURCES).filter((source) => source.score >= best.score);
  const groups = await termGroups(db, question);
  const parts: string[] = [];
  for (const source of used) {
    const sentences = sentencesOf(source.body);
    const wantsTime = asksForTime(question);
    const scores = (await lexemesOf(db, sentences)).map(
      (bodyLexemes, i) =>
        matchedIn(groups, { bodyLexemes }) + timeBonus(wantsTime, sentences[i] ?? ''),
    );
    const top = Math.max(0, ...scores);
    // The sentences that say (nearly) the most, in their own order; a heading match alone
    // quotes the passage's start.
    const least = Math.max(1, Math.ceil(top * 0.75));
    const chosen = sentences.filter((_, i) => top > 0 && (scores[i] ?? 0) >= least);
    parts.push((chosen.length > 0 ? chosen : sentences).slice(0, MAX_SENTENCES).join(' '));
  }
  return {
    response: parts.join('\n\n'),
    referenced_files: [
      ...new Set(used.map((source) => referenceText(source.fileName, source.page))),
    ],
  };
}

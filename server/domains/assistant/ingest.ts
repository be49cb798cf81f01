/**
 * Ingest for the Ask RWA assistant (DESIGN.md §6 Assistant): PDF → text per page (pdf.js) →
 * passages under their headings → sections, each passage stored with its sentences and their
 * stemmed words (one batched query per file), so answering a question needs no per-sentence SQL.
 * The library's words are kept trigram-indexed for spelling slips (rebuildWords).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { readPdfText } from '../../platform/files/pdf-text';
import { sentencesOf, toPassages, toSections, type Passage } from './passages';
import type { StoredSentence } from './tables';

const INSERT_CHUNK = 500;

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

/** Texts' words as PostgreSQL's English search reads them ('timings' → 'time'), in one query. */
export async function lexemesOf(db: Kysely<Database>, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const { rows } = await sql<{ lexemes: string[] }>`
    SELECT tsvector_to_array(to_tsvector('english', t)) AS lexemes
    FROM unnest(${texts}::text[]) WITH ORDINALITY AS u(t, n) ORDER BY n`.execute(db);
  return rows.map((row) => row.lexemes);
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
  await storeSections(tx, file.id, pdf.passages);
  await rebuildWords(tx);
  return file.id;
}

/** The file's sections, and its passages under them with their sentences. */
async function storeSections(
  tx: Kysely<Database>,
  fileId: number,
  passages: Passage[],
): Promise<void> {
  const sections = toSections(passages);
  const sectionIds: number[] = [];
  for (let start = 0; start < sections.length; start += INSERT_CHUNK) {
    const rows = await tx
      .insertInto('assistant_sections')
      .values(
        sections.slice(start, start + INSERT_CHUNK).map((section, i) => ({
          file_id: fileId,
          position: start + i,
          heading: section.heading,
          first_page: section.firstPage,
          last_page: section.lastPage,
          body: section.passages.map((passage) => passage.body).join('\n'),
        })),
      )
      .returning(['id', 'position'])
      .execute();
    for (const row of rows) sectionIds[row.position] = row.id;
  }
  const sentences = passages.map((passage) => sentencesOf(passage.body));
  const lexemes = await lexemesOf(tx, sentences.flat());
  let next = 0;
  const rows = sections.flatMap((section, s) =>
    section.passages.map((passage) => ({ passage, sectionId: sectionIds[s] ?? 0 })),
  );
  const values = rows.map(({ passage, sectionId }, position) => ({
    file_id: fileId,
    page: passage.page,
    position,
    heading: passage.heading,
    body: passage.body,
    section_id: sectionId,
    sentences: JSON.stringify(
      (sentences[position] ?? []).map((text): StoredSentence => ({
        text,
        lexemes: lexemes[next++] ?? [],
      })),
    ),
  }));
  for (let start = 0; start < values.length; start += INSERT_CHUNK)
    await tx
      .insertInto('assistant_passages')
      .values(values.slice(start, start + INSERT_CHUNK))
      .execute();
}

/**
 * The distinct words of every section and thesaurus group with their stems, for the trigram
 * correction of a misspelt question word. Rebuilt with each upload, removal and thesaurus edit
 * (one at a time: the lock keeps two rebuilds from colliding on PostgreSQL).
 */
export async function rebuildWords(tx: Kysely<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('gatehouse:assistant-words'))`.execute(tx);
  await sql`DELETE FROM assistant_words`.execute(tx);
  await sql`
    INSERT INTO assistant_words (word, lexeme)
    SELECT w, (tsvector_to_array(to_tsvector('english', w)))[1]
    FROM (
      SELECT w FROM assistant_sections s,
        regexp_split_to_table(lower(s.heading || ' ' || s.body), '[^a-z]+') AS w
      UNION
      SELECT w FROM assistant_synonyms y, unnest(y.terms) AS t,
        regexp_split_to_table(lower(t), '[^a-z]+') AS w
    ) AS words
    WHERE length(w) >= 3 AND (tsvector_to_array(to_tsvector('english', w)))[1] IS NOT NULL
    ON CONFLICT (word) DO NOTHING`.execute(tx);
}

/**
 * A library stored before sections existed (migration 0036) gets them once, at start, from its
 * stored passages (they keep heading, page and order); and the word list is filled if empty.
 */
export async function reindexAssistant(db: Kysely<Database>): Promise<void> {
  const stale = () =>
    db
      .selectFrom('assistant_passages')
      .select('file_id')
      .distinct()
      .where('section_id', 'is', null)
      .execute();
  const hasWords = await db
    .selectFrom('assistant_words')
    .select('word')
    .limit(1)
    .executeTakeFirst();
  if ((await stale()).length === 0 && hasWords) return;
  await db.transaction().execute(async (tx) => {
    // Two instances starting together on one PostgreSQL: the second waits, then finds none.
    await sql`SELECT pg_advisory_xact_lock(hashtext('gatehouse:assistant-words'))`.execute(tx);
    const files = await tx
      .selectFrom('assistant_passages')
      .select('file_id')
      .distinct()
      .where('section_id', 'is', null)
      .execute();
    for (const { file_id: fileId } of files) {
      const passages = await tx
        .deleteFrom('assistant_passages')
        .where('file_id', '=', fileId)
        .returning(['page', 'position', 'heading', 'body'])
        .execute();
      passages.sort((a, b) => a.position - b.position);
      await tx.deleteFrom('assistant_sections').where('file_id', '=', fileId).execute();
      await storeSections(tx, fileId, passages);
    }
    await rebuildWords(tx);
  });
}

/**
 * The sections a question may be about (DESIGN.md §6 Assistant): one SQL statement over the
 * sections' full-text index (heading words weigh ten times body words), each found section with
 * its heading's stems and its passages' stored sentences, so ranking and quoting happen here.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { TermGroup } from './query';
import type { StoredSentence } from './tables';

/** Sections fetched per question: more than an answer ever quotes, to rank them in full. */
const CANDIDATES = 20;

export interface FoundRule {
  page: number;
  sentences: StoredSentence[];
}

export interface FoundSection {
  id: number;
  fileName: string;
  heading: string;
  headingLexemes: string[];
  /** Book order: the file's name, then the section's place in it. */
  position: number;
  rank: number;
  rules: FoundRule[];
}

/** Lexemes are already normalised: 'simple' reads them as they are; quoting keeps syntax out. */
export const tsqueryOf = (groups: TermGroup[]): string =>
  [...new Set(groups.flatMap((group) => group.lexemes))]
    .map((lexeme) => `'${lexeme.replace(/'/g, "''")}'`)
    .join(' | ');

export async function findSections(
  db: Kysely<Database>,
  groups: TermGroup[],
): Promise<FoundSection[]> {
  if (groups.length === 0) return [];
  const { rows } = await sql<{
    id: number | string;
    file_name: string;
    heading: string;
    heading_lexemes: string[];
    position: number;
    rank: number;
    rules: FoundRule[] | null;
  }>`
    SELECT top.*, f.file_name,
           tsvector_to_array(to_tsvector('english', top.heading)) AS heading_lexemes,
           -- After the LIMIT: only the candidates' sentences are gathered.
           (SELECT json_agg(json_build_object('page', p.page, 'sentences', p.sentences)
                            ORDER BY p.position)
            FROM assistant_passages p WHERE p.section_id = top.id) AS rules
    FROM (
      SELECT s.id, s.file_id, s.heading, s.position,
             ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.search, q.query, 1) AS rank
      FROM assistant_sections s
      CROSS JOIN to_tsquery('simple', ${tsqueryOf(groups)}) AS q(query)
      WHERE s.search @@ q.query
      ORDER BY rank DESC, s.id
      LIMIT ${CANDIDATES}
    ) AS top
    JOIN assistant_files f ON f.id = top.file_id
    ORDER BY top.rank DESC, top.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    fileName: row.file_name,
    heading: row.heading,
    headingLexemes: row.heading_lexemes,
    position: row.position,
    rank: Number(row.rank),
    rules: (row.rules ?? []).map((rule) => ({ page: rule.page, sentences: rule.sentences ?? [] })),
  }));
}

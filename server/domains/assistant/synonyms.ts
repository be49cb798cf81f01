/**
 * The estate's thesaurus (DESIGN.md §6 Assistant): groups of words that mean the same here
 * ("guest, visitor, relative"), which the RWA edits from /admin/chatbot. A question's word finds
 * every word of its group. Saving replaces the whole list and the assistant's word list at once.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';
import { rebuildWords } from './ingest';

export async function readSynonyms(db: Kysely<Database>): Promise<string[][]> {
  const rows = await db
    .selectFrom('assistant_synonyms')
    .select('terms')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.terms);
}

/** Replaces every group (inside the caller's transaction), each with its stems. */
export async function replaceSynonyms(
  tx: Kysely<Database>,
  groups: string[][],
  updatedBy: string,
  now: Date,
): Promise<void> {
  const unique = groups.map((terms) => [...new Set(terms)]);
  // The same word twice is not a group of two.
  if (unique.some((terms) => terms.length < 2))
    throw new HttpError(400, messages.assistantSynonymGroupSmall);
  await tx.deleteFrom('assistant_synonyms').execute();
  if (unique.length > 0)
    await sql`
      INSERT INTO assistant_synonyms (position, terms, lexemes, updated_by, updated_at)
      SELECT n, string_to_array(g, '|'),
             tsvector_to_array(to_tsvector('english', replace(g, '|', ' '))), ${updatedBy}, ${now}
      FROM unnest(${unique.map((terms) => terms.join('|'))}::text[]) WITH ORDINALITY AS u(g, n)`.execute(
      tx,
    );
  await rebuildWords(tx);
}

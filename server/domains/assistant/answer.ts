/**
 * Answering a question (DESIGN.md §6 Assistant): what it asks (query.ts, one SQL statement),
 * the sections that may hold it (retrieve.ts, one more), which of them answer (rank.ts) and the
 * quoted answer (compose.ts). Nothing found is said plainly, never invented.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { composeAnswer, type ComposedAnswer } from './compose';
import { analyseQuestion } from './query';
import { rankSections } from './rank';
import { findSections } from './retrieve';

export async function answerQuestion(
  db: Kysely<Database>,
  question: string,
  earlier: string[] = [],
): Promise<ComposedAnswer> {
  const { groups, intent, unknown, known } = await analyseQuestion(db, question, earlier);
  // A question hinging on a thing the documents never name ("how do I cook biryani?", "and
  // the sauna?") is not answered by the one word it shares with them.
  if (unknown.length > 0 && known < 2) return composeAnswer(groups, intent, []);
  const found = await findSections(db, groups);
  return composeAnswer(groups, intent, rankSections(groups, intent, found, known));
}

/**
 * Answers kept in memory (issue 37's budget: p99 ≤ 100 ms with 10 residents asking at once on
 * a 200-page library). Residents ask the same few things ("pool timings?", "parking rules?"), and
 * an answer depends only on the question, its chat's earlier questions and the library, so it is
 * kept until the database tells of a change to the library or the thesaurus (migration 0036's
 * `assistant` notice, from this instance or any other) and never longer than an hour. Nothing is
 * kept while such a change could go unheard (platform/db/change-feed.ts).
 */
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../../platform/db/change-feed';
import { keptReads } from '../../platform/db/kept-reads';
import type { Database } from '../../platform/db/schema';
import { shared } from '../../platform/http/shared';
import { ASSISTANT_CHANGE } from '../../platform/db/migrations/0036-assistant-sections';
import { answerQuestion } from './answer';
import type { ComposedAnswer } from './compose';

const KEPT_FOR_MS = 60 * 60_000;

export type AnswerQuestion = (question: string, earlier: string[]) => Promise<ComposedAnswer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The extractive answer to a question, kept until the library changes (kept-answers.ts). */
    answerQuestion: AnswerQuestion;
  }
}

export function keptAnswers(db: Kysely<Database>, changes: ChangeFeed | undefined): AnswerQuestion {
  const kept = keptReads<ComposedAnswer>({
    maxAgeMs: KEPT_FOR_MS,
    keep: () => changes?.live ?? false,
  });
  changes?.listen({
    changed: (what) => {
      if (what === ASSISTANT_CHANGE) kept.clear();
    },
    lost: () => kept.clear(),
  });
  return (question, earlier) =>
    kept.read(JSON.stringify([question.trim().toLowerCase(), earlier]), () =>
      answerQuestion(db, question, earlier),
    );
}

export const keptAnswersPlugin = shared('gatehouse-assistant-answers', async (app) => {
  app.decorate('answerQuestion', keptAnswers(app.db, app.changes));
});

/**
 * The questions Ask RWA could not answer (issue 37): each decline and each handover is kept, so
 * the RWA sees what residents ask that the rule book does not say. Rewordings of one question
 * share a `topic_key` — its distinct English lexemes in sorted order, so "smoking on balcony?"
 * and "balcony smoking" are one line. The list never names who asked; the rows leave with the
 * visitor log's retention (contact's retention job runs `forgetOldQuestions`).
 */
import { sql, type Kysely } from 'kysely';
import type { UnansweredQuestion } from '../../../contract/assistant/assistant';
import type { Database } from '../../platform/db/schema';
import type { QuestionOutcome } from './question-tables';

const MAX_LISTED = 50;

/** A question with no words to index ("why?") still groups with itself, by its spelling. */
const topicKeyOf = (question: string) =>
  sql<string>`coalesce(
    nullif(array_to_string(tsvector_to_array(to_tsvector('english', ${question})), ' '), ''),
    lower(btrim(${question})))`;

export interface AskedQuestion {
  question: string;
  askerPhone: string;
  now: Date;
}

export async function recordQuestion(
  db: Kysely<Database>,
  asked: AskedQuestion & { outcome: QuestionOutcome; ticketId?: number },
): Promise<void> {
  await db
    .insertInto('assistant_questions')
    .values({
      question: asked.question,
      topic_key: topicKeyOf(asked.question),
      asker_phone: asked.askerPhone,
      asked_at: asked.now,
      outcome: asked.outcome,
      ticket_id: asked.ticketId ?? null,
    })
    .execute();
}

/** The assistant declined: nothing in the documents answered `question`. */
export const recordUnanswered = (db: Kysely<Database>, asked: AskedQuestion) =>
  recordQuestion(db, { ...asked, outcome: 'unanswered' });

/**
 * Most often asked first (then the latest), at most 50, with the latest wording of each. A
 * handover right after its own decline (the asker sent on what was not answered) is one ask,
 * not two.
 */
export async function listUnanswered(db: Kysely<Database>): Promise<UnansweredQuestion[]> {
  const asks = db
    .selectFrom('assistant_questions as q')
    .selectAll('q')
    .select(
      sql<boolean>`q.outcome = 'unanswered' OR NOT EXISTS (
        SELECT 1 FROM assistant_questions d
        WHERE d.outcome = 'unanswered' AND d.asker_phone = q.asker_phone
          AND d.topic_key = q.topic_key AND d.asked_at <= q.asked_at)`.as('is_ask'),
    )
    .as('q');
  const rows = await db
    .selectFrom(asks)
    .select((eb) => [
      sql<string>`(array_agg(q.question ORDER BY q.asked_at DESC, q.id DESC))[1]`.as('question'),
      sql<string>`count(*) FILTER (WHERE q.is_ask)`.as('times'),
      sql<string>`count(DISTINCT q.asker_phone)`.as('askers'),
      sql<string>`count(*) FILTER (WHERE q.outcome = 'handed_over')`.as('handed_over'),
      eb.fn.max('q.asked_at').as('last_asked_at'),
    ])
    .groupBy('q.topic_key')
    .orderBy(sql`count(*) FILTER (WHERE q.is_ask)`, 'desc')
    .orderBy(sql`max(q.asked_at)`, 'desc')
    .orderBy(sql`max(q.id)`, 'desc')
    .limit(MAX_LISTED)
    .execute();
  return rows.map((row) => ({
    question: row.question,
    times: Number(row.times),
    askers: Number(row.askers),
    handed_over: Number(row.handed_over),
    last_asked_at: new Date(row.last_asked_at).toISOString(),
  }));
}

/** Deletes the questions asked before `cutoff`; answers how many. */
export async function forgetOldQuestions(tx: Kysely<Database>, cutoff: Date): Promise<number> {
  const gone = await tx.deleteFrom('assistant_questions').where('asked_at', '<', cutoff).execute();
  return Number(gone[0]?.numDeletedRows ?? 0);
}

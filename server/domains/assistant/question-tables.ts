/**
 * Kysely's view of the questions Ask RWA could not answer or handed to the office (migration
 * 0037). Merged into the one `Database` (platform/db/schema.ts); like it, it follows the
 * migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

export type QuestionOutcome = 'unanswered' | 'handed_over';

export interface AssistantQuestionsTable {
  id: Generated<number>;
  question: string;
  /** The question's sorted distinct lexemes: rewordings of one question share it. */
  topic_key: string;
  asker_phone: string;
  asked_at: Date;
  outcome: QuestionOutcome;
  ticket_id: ColumnType<number | null, number | null | undefined, number | null>;
}

declare module '../../platform/db/schema' {
  interface Database {
    assistant_questions: AssistantQuestionsTable;
  }
}

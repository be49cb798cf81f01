/**
 * Ask RWA hands a question over to a person (issue 37). Each question it could not answer, and
 * each one a resident sent to the office, is kept (without the answer) so the RWA sees what the
 * rule book lacks; `topic_key` groups rewordings of one question. Rows go with the visitor log's
 * retention, like Contact Us messages. The helpdesk gets an "Ask RWA" category for the handed-over
 * questions, found by its `purpose` so the RWA may rename it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE assistant_questions (
      id bigserial PRIMARY KEY,
      question text NOT NULL,
      topic_key text NOT NULL,
      asker_phone text NOT NULL,
      asked_at timestamptz NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('unanswered', 'handed_over')),
      ticket_id bigint REFERENCES helpdesk_tickets (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE INDEX assistant_questions_topic_idx ON assistant_questions (topic_key)`.execute(
    db,
  );
  await sql`CREATE INDEX assistant_questions_asked_idx ON assistant_questions (asked_at)`.execute(
    db,
  );

  await sql`ALTER TABLE helpdesk_categories ADD COLUMN purpose text UNIQUE`.execute(db);
  // An estate that already made an "Ask RWA" category keeps it (and its deadline) for this.
  await sql`
    INSERT INTO helpdesk_categories (name, sla_hours, position, purpose)
    SELECT 'Ask RWA', 72, coalesce(max(position), 0) + 1, 'ask_rwa' FROM helpdesk_categories
    ON CONFLICT ((lower(name))) DO UPDATE SET purpose = 'ask_rwa'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE assistant_questions`.execute(db);
  // The category stays when tickets use it; only the column that marked it goes.
  await sql`
    DELETE FROM helpdesk_categories c WHERE purpose = 'ask_rwa'
      AND NOT EXISTS (SELECT 1 FROM helpdesk_tickets t WHERE t.category_id = c.id)`.execute(db);
  await sql`ALTER TABLE helpdesk_categories DROP COLUMN purpose`.execute(db);
}

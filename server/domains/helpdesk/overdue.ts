/**
 * The helpdesk's deadline watch (issue 18): a running ticket whose deadline has passed without
 * being resolved goes to escalation level 1 and the office is told it is overdue; at twice its
 * deadline, level 2, and the office is told again. Paused tickets (waiting for the household)
 * have no `due_at`, so they wait too. Every instance runs this on a timer
 * (domains/helpdesk/overdue-job.ts); it acts once per ticket across them: rows are claimed with
 * FOR UPDATE SKIP LOCKED and raised in the same transaction as their notices, and a row already
 * raised no longer matches (DESIGN.md §8).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { spanLabel } from '../../../contract/helpdesk/sla';
import { runningStates } from '../../../contract/helpdesk/lifecycle';
import type { Database } from '../../platform/db/schema';
import { notify } from '../notices';

/** Tickets raised per transaction: a backlog (the job was down) goes in several short ones. */
const BATCH = 200;
const running = sql.join(runningStates.map((state) => sql.lit(state)));

export interface OverdueOptions {
  now: Date;
  log?: FastifyBaseLogger;
}

export interface OverdueOutcome {
  /** Tickets raised to level 1 (overdue) and to level 2 (twice the deadline) by this run. */
  overdue: number;
  escalated: number;
}

interface Raised {
  id: number;
  title: string;
  apartment: string;
  category: string;
  sla_minutes: number;
  level: number;
}

/**
 * The level a running ticket has reached: 2 past twice its deadline, else 1. A ticket found late
 * (the job was down) goes straight to the level it reached, with one notice, not two at once.
 */
const reached = (now: Date) =>
  sql`CASE WHEN t.due_at + t.sla_minutes * interval '1 minute' <= ${now} THEN 2 ELSE 1 END`;

async function raiseBatch(tx: Kysely<Database>, now: Date): Promise<Raised[]> {
  const { rows } = await sql<Raised>`
    WITH due AS (
      SELECT t.id FROM helpdesk_tickets t
      WHERE t.due_at <= ${now} AND t.status IN (${running}) AND t.escalation_level < ${reached(now)}
      ORDER BY t.due_at, t.id
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE helpdesk_tickets t SET escalation_level = ${reached(now)}
    FROM due, helpdesk_categories c
    WHERE t.id = due.id AND c.id = t.category_id
    RETURNING t.id, t.title, t.apartment, c.name AS category, t.sla_minutes,
      t.escalation_level::int AS level`.execute(tx);
  for (const ticket of rows) {
    const where = `${ticket.title} (${ticket.apartment}, ${ticket.category})`;
    const deadline = spanLabel(ticket.sla_minutes * 60);
    await notify(
      tx,
      { role: 'rwa' },
      ticket.level === 2
        ? {
            kind: 'helpdesk_escalated',
            category: 'office',
            title: `Still open at twice its deadline: ${where}`,
            body: `Twice its ${deadline} deadline has passed and it is not resolved yet.`,
            url: `/admin/helpdesk/${ticket.id}`,
            tag: `ticket-${ticket.id}`,
            push: { urgency: 'high', ttlSeconds: 86_400 },
          }
        : {
            kind: 'helpdesk_overdue',
            category: 'office',
            title: `Overdue: ${where}`,
            body: `Its ${deadline} deadline has passed and it is not resolved yet.`,
            url: `/admin/helpdesk/${ticket.id}`,
            tag: `ticket-${ticket.id}`,
          },
      now,
    );
  }
  return rows;
}

export async function runHelpdeskOverdue(
  db: Kysely<Database>,
  options: OverdueOptions,
): Promise<OverdueOutcome> {
  const outcome: OverdueOutcome = { overdue: 0, escalated: 0 };
  for (;;) {
    const raised = await db.transaction().execute((tx) => raiseBatch(tx, options.now));
    for (const ticket of raised) {
      if (ticket.level === 2) outcome.escalated += 1;
      else outcome.overdue += 1;
    }
    if (raised.length < BATCH) return outcome;
    options.log?.info({ raised: raised.length }, 'helpdesk overdue: another batch');
  }
}

/**
 * Helpdesk tickets written straight into the table, with known times, for the list, summary and
 * overdue tests (the write side's calls are another suite's). The clock columns follow the
 * contract's rule (contract/helpdesk/sla.ts): a running ticket's `due_at` is where its deadline
 * falls; a paused or stopped one has none.
 */
import type { Kysely } from 'kysely';
import type { TicketStatus } from '../../contract/helpdesk/lifecycle';
import { runningStates } from '../../contract/helpdesk/lifecycle';
import { readClock } from '../../contract/helpdesk/sla';
import type { Database } from '../../server/platform/db/schema';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface TicketSeed {
  apartment: string;
  category: string;
  created_at: Date;
  title?: string;
  status?: TicketStatus;
  priority?: 'normal' | 'urgent';
  sla_minutes: number;
  /** Running time banked before `clock_started_at` (or in all, when the clock is not running). */
  elapsed_seconds?: number;
  /** When the clock runs again; defaults to `created_at` for a running ticket. */
  clock_started_at?: Date;
  escalation_level?: number;
  first_resolved_at?: Date;
  resolved_at?: Date;
  closed_at?: Date;
  rating?: number;
}

async function categoryId(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom('helpdesk_categories')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers the new ticket's id (as the API writes it). */
export async function insertTicket(db: Kysely<Database>, seed: TicketSeed): Promise<string> {
  const status = seed.status ?? 'Open';
  const runs = runningStates.includes(status);
  const started = runs ? (seed.clock_started_at ?? seed.created_at) : null;
  const clock = {
    sla_minutes: seed.sla_minutes,
    elapsed_seconds: seed.elapsed_seconds ?? 0,
    clock_started_at: started?.toISOString() ?? null,
  };
  const row = await db
    .insertInto('helpdesk_tickets')
    .values({
      category_id: await categoryId(db, seed.category),
      title: seed.title ?? `${seed.category} trouble in ${seed.apartment}`,
      description: 'Seen this morning',
      priority: seed.priority ?? 'normal',
      status,
      apartment: seed.apartment,
      reporter_phone: '9000000002',
      reporter_name: 'Arjun',
      sla_minutes: seed.sla_minutes,
      elapsed_seconds: clock.elapsed_seconds,
      clock_started_at: started,
      // Read at the moment the clock started: where the deadline falls if it keeps running.
      due_at: started ? readClock(clock, started).dueAt : null,
      escalation_level: seed.escalation_level ?? 0,
      created_at: seed.created_at,
      updated_at: seed.closed_at ?? seed.resolved_at ?? seed.created_at,
      first_resolved_at: seed.first_resolved_at ?? null,
      resolved_at: seed.resolved_at ?? null,
      closed_at: seed.closed_at ?? null,
      rating: seed.rating ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

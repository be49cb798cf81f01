/**
 * Which tickets a list holds and in what order (issue 18), as SQL over `helpdesk_tickets as t`,
 * shared by the list, its CSV and the summary so the three never disagree on what "overdue"
 * means. The order is the office's: overdue first (the most overdue on top), then the soonest
 * due, then paused ("Waiting for resident"), then resolved and closed, newest first.
 */
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import { TICKETS_PAGE } from '../../contract/helpdesk';
import type { TicketsQuery } from '../../contract/helpdesk';
import { runningStates } from '../../contract/helpdesk-lifecycle';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const running = sql.join(runningStates.map((state) => sql.lit(state)));

/** Parsed `ticketsQuery`, plus the apartment a member's list is held to. */
export interface TicketScope extends Omit<TicketsQuery, 'page'> {
  /** A member's own apartment: their list never leaves it, whatever the filters say. */
  household?: string;
}

/**
 * Overdue: a running ticket whose deadline has fallen (`due_at`, kept while it runs), or a
 * paused one whose banked running time already passed the deadline.
 */
export function overdueAt(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(
    (t.status IN (${running}) AND t.due_at <= ${now})
    OR (t.status = 'Waiting for resident' AND t.elapsed_seconds >= t.sla_minutes * 60))`;
}

/** The apartment as the table keeps it (upper case, no spaces). */
const flat = (apartment: string) => apartment.trim().toUpperCase();

export function ticketsWhere(scope: TicketScope, now: Date): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [];
  if (scope.household !== undefined) conditions.push(sql`t.apartment = ${flat(scope.household)}`);
  if (scope.apartment) conditions.push(sql`t.apartment = ${flat(scope.apartment)}`);
  if (scope.category_id) {
    // Past bigint no category exists; the database would refuse the number instead of saying so.
    conditions.push(
      scope.category_id.length > 15 ? sql`false` : sql`t.category_id = ${scope.category_id}`,
    );
  }
  if (scope.status === 'overdue') conditions.push(overdueAt(now));
  else if (scope.status === 'active') conditions.push(sql`t.status <> 'Closed'`);
  else if (scope.status) conditions.push(sql`t.status = ${scope.status}`);
  if (scope.older_than_days) {
    const reportedBy = new Date(now.getTime() - Number(scope.older_than_days) * DAY_MS);
    conditions.push(sql`t.created_at <= ${reportedBy}`);
  }
  if (conditions.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
}

/** Resolved and closed: the queue's tail, in the order of its index (migration 0018). */
const done = sql<boolean>`t.status IN ('Resolved', 'Closed')`;
/** The rest, named (not NOT done) so the status index finds them. */
const open = sql<boolean>`t.status IN (${running}, 'Waiting for resident')`;
const doneOrder = sql`coalesce(t.closed_at, t.resolved_at, t.updated_at) DESC, t.id`;

/**
 * ORDER BY of the office's queue. A paused ticket has no `due_at`; it sorts by when its deadline
 * would fall were the clock running now, so a paused overdue one takes its place among the
 * overdue by how far past the deadline it is.
 */
export function queueOrder(now: Date): RawBuilder<unknown> {
  return sql`
    CASE
      WHEN t.status IN ('Resolved', 'Closed') THEN 3
      WHEN ${overdueAt(now)} THEN 0
      WHEN t.status = 'Waiting for resident' THEN 2
      ELSE 1
    END,
    CASE
      WHEN t.status IN ('Resolved', 'Closed') THEN NULL
      WHEN t.status = 'Waiting for resident'
        THEN ${now}::timestamptz + (t.sla_minutes * 60 - t.elapsed_seconds) * interval '1 second'
      ELSE t.due_at
    END,
    ${doneOrder}`;
}

/**
 * One page of the queue: its tickets' ids in order, and how many match in all. The tickets still
 * open (a few hundred at most) are sorted whole; the resolved and closed (nearly all of them
 * after a while) come page by page off their index, so no page sorts the whole table.
 */
export async function queuePage(
  db: Kysely<Database>,
  where: RawBuilder<boolean>,
  now: Date,
  page: number,
): Promise<{ ids: number[]; total: number }> {
  // A plain count of every match (no per-row test: the dearest part of a page at 20,000 rows),
  // and the open among them off the status index.
  const { rows } = await sql<{ total: number; open: number }>`
    SELECT (SELECT count(*) FROM helpdesk_tickets t WHERE ${where})::int AS total,
      (SELECT count(*) FROM helpdesk_tickets t WHERE ${where} AND ${open})::int AS open`.execute(
    db,
  );
  const counts = { total: rows[0]?.total ?? 0, open: rows[0]?.open ?? 0 };
  const offset = page * TICKETS_PAGE;
  const ids: number[] = [];
  if (offset < counts.open) {
    const opened = await db
      .selectFrom('helpdesk_tickets as t')
      .select('t.id')
      .where(where)
      .where(open)
      .orderBy(queueOrder(now))
      .limit(TICKETS_PAGE)
      .offset(offset)
      .execute();
    ids.push(...opened.map((row) => row.id));
  }
  if (ids.length < TICKETS_PAGE && counts.total > counts.open) {
    const closed = await db
      .selectFrom('helpdesk_tickets as t')
      .select('t.id')
      .where(where)
      .where(done)
      .orderBy(doneOrder)
      .limit(TICKETS_PAGE - ids.length)
      .offset(Math.max(0, offset - counts.open))
      .execute();
    ids.push(...closed.map((row) => row.id));
  }
  return { ids, total: counts.total };
}

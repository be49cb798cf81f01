/**
 * Which tickets a list holds and in what order (issue 18), as SQL over `helpdesk_tickets as t`,
 * shared by the list, its CSV and the summary so the three never disagree on what "overdue"
 * means. The order is the office's: overdue first (the most overdue on top), then the soonest
 * due, then paused ("Waiting for resident"), then resolved and closed, newest first.
 */
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import { TICKETS_PAGE } from '../../../contract/helpdesk/helpdesk';
import type { TicketsQuery } from '../../../contract/helpdesk/helpdesk';
import { runningStates, ticketStates } from '../../../contract/helpdesk/lifecycle';
import type { Database } from '../../platform/db/schema';

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

/** Named rather than `<> 'Closed'`, so the status index finds the few among many closed. */
export const notClosed = sql<boolean>`t.status IN (${sql.join(
  ticketStates.filter((state) => state !== 'Closed').map((state) => sql.lit(state)),
)})`;

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
  else if (scope.status === 'active') conditions.push(notClosed);
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
 * One page of the queue: its tickets' ids in order, and how many match in all, in one statement
 * (on PGlite every request waits its turn, so each round trip counts). The tickets still open (a
 * few hundred at most) are sorted whole; the resolved and closed (nearly all of them after a
 * while) come page by page off their index, so no page sorts the whole table. The total is a
 * plain count, with no per-row test: the dearest part of a page at 20,000 rows.
 */
export async function queuePage(
  db: Kysely<Database>,
  where: RawBuilder<boolean>,
  now: Date,
  page: number,
): Promise<{ ids: number[]; total: number }> {
  const offset = page * TICKETS_PAGE;
  const { rows } = await sql<{ total: number; open_ids: number[]; done_ids: number[] }>`
    WITH counts AS (
      SELECT (SELECT count(*) FROM helpdesk_tickets t WHERE ${where})::int AS total,
        (SELECT count(*) FROM helpdesk_tickets t WHERE ${where} AND ${open})::int AS open
    ),
    opened AS (
      SELECT t.id, row_number() OVER (ORDER BY ${queueOrder(now)}) AS n
      FROM helpdesk_tickets t WHERE ${where} AND ${open}
    ),
    closed AS (
      SELECT t.id, coalesce(t.closed_at, t.resolved_at, t.updated_at) AS k
      FROM helpdesk_tickets t WHERE ${where} AND ${done}
      ORDER BY ${doneOrder}
      LIMIT ${TICKETS_PAGE} OFFSET greatest(0, ${offset} - (SELECT open FROM counts))
    )
    SELECT c.total,
      ARRAY(SELECT id FROM opened WHERE n > ${offset} ORDER BY n LIMIT ${TICKETS_PAGE})
        AS open_ids,
      ARRAY(SELECT id FROM closed ORDER BY k DESC, id) AS done_ids
    FROM counts c`.execute(db);
  const [row] = rows;
  if (!row) return { ids: [], total: 0 };
  const ids = [...row.open_ids, ...row.done_ids].map(Number).slice(0, TICKETS_PAGE);
  return { ids, total: row.total };
}

/**
 * The office's helpdesk summary (issue 18) in two set-based queries: what is open and overdue per
 * category now, and this India month's figures — tickets first resolved this month (how long
 * they took, and whether within their deadline's running time) and the ratings of tickets
 * closed this month. A reopened ticket counts in the month it was first resolved.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { HelpdeskSummary } from '../../../contract/helpdesk/helpdesk';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { notClosed, overdueAt } from './queue';
import { indiaMonth } from '../../platform/india-day';

interface MonthFigures {
  resolved: number;
  median_seconds: number | null;
  within_share: number | null;
  average_rating: number | null;
  ratings: number;
}

export async function helpdeskSummary(db: Kysely<Database>, now: Date): Promise<HelpdeskSummary> {
  const month = inIndia(now).date.slice(0, 7);
  const { start, end } = indiaMonth(month);
  const byCategory = await db
    .selectFrom('helpdesk_categories as c')
    .leftJoin('helpdesk_tickets as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on(notClosed),
    )
    .select([
      'c.id',
      'c.name',
      sql<number>`count(t.id)::int`.as('open'),
      sql<number>`(count(t.id) FILTER (WHERE ${overdueAt(now)}))::int`.as('overdue'),
    ])
    .groupBy(['c.id', 'c.name', 'c.position'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();

  const resolvedNow = sql`t.first_resolved_at >= ${start} AND t.first_resolved_at < ${end}`;
  const closedNow = sql`t.closed_at >= ${start} AND t.closed_at < ${end}`;
  // elapsed_seconds is banked when a ticket is resolved, so it is its running time at the time.
  const { rows } = await sql<MonthFigures>`
    SELECT
      (count(*) FILTER (WHERE ${resolvedNow}))::int AS resolved,
      (percentile_cont(0.5) WITHIN GROUP (
        ORDER BY extract(epoch FROM t.first_resolved_at - t.created_at))
        FILTER (WHERE ${resolvedNow}))::float8 AS median_seconds,
      (avg(CASE WHEN t.elapsed_seconds <= t.sla_minutes * 60 THEN 1 ELSE 0 END)
        FILTER (WHERE ${resolvedNow}))::float8 AS within_share,
      (avg(t.rating) FILTER (WHERE ${closedNow}))::float8 AS average_rating,
      (count(t.rating) FILTER (WHERE ${closedNow}))::int AS ratings
    FROM helpdesk_tickets t
    WHERE (${resolvedNow}) OR (${closedNow})`.execute(db);
  const figures = rows[0];

  return {
    month,
    by_category: byCategory.map((row) => ({
      category_id: String(row.id),
      category: row.name,
      open: row.open,
      overdue: row.overdue,
    })),
    open_total: byCategory.reduce((sum, row) => sum + row.open, 0),
    overdue_total: byCategory.reduce((sum, row) => sum + row.overdue, 0),
    resolved_this_month: figures?.resolved ?? 0,
    median_resolve_minutes:
      typeof figures?.median_seconds === 'number' ? Math.round(figures.median_seconds / 60) : null,
    within_sla_share: figures?.within_share ?? null,
    average_rating: figures?.average_rating ?? null,
    ratings: figures?.ratings ?? 0,
  };
}

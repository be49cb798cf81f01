/**
 * What the gate recorded, read back (issue 17): the RWA's visitor log (newest 1,000 on screen,
 * every filtered row in the CSV) with the guards on duty; and a household's monthly attendance
 * of its daily help, each India day with the first entry and the last exit.
 */
import { inIndia } from '../../../contract/platform/india-time';
import { visitFlagLabels } from '../../../contract/gate/visitors';
import type { HelperAttendance } from '../../../contract/gate/visitors';
import { csvFile, toCsv } from '../../platform/csv-writer';
import { indiaDateTime, indiaMonth } from '../../platform/india-day';
import { findVisits, guardsOnDuty } from './visitor-log';
import { toVisit, visitSource } from './visitor-views';
import type { VisitRow } from './visitor-views';
import type { HandlersFor } from '../../platform/http/handler';

const PAGE_ROWS = 1_000;
/** The export's ceiling: far past the 90 days the log keeps of a busy estate. */
const EXPORT_MAX_ROWS = 200_000;

const csvColumns = [
  'date',
  'in',
  'out',
  'name',
  'kind',
  'source',
  'apartment',
  'gate',
  'people',
  'guard',
  'approved_by',
  'approved_via',
  'flags',
] as const;

function csvRow(row: VisitRow): Record<(typeof csvColumns)[number], unknown> {
  return {
    date: inIndia(row.checked_in_at).date,
    in: indiaDateTime(row.checked_in_at),
    out: indiaDateTime(row.checked_out_at),
    name: row.name,
    kind: row.kind,
    source: visitSource(row).replace('_', '-'),
    apartment: row.apartment,
    gate: row.gate,
    people: row.people,
    guard: row.guard_name,
    approved_by: row.approved_by,
    approved_via: row.approved_via,
    flags: row.flags.map((flag) => visitFlagLabels[flag]).join('; '),
  };
}

export const visitorLogHandlers: HandlersFor<'listVisits' | 'exportVisits' | 'getAttendance'> = {
  async listVisits({ app, query }) {
    const visits = await findVisits(app.db, query, PAGE_ROWS);
    return {
      visits: visits.map(toVisit),
      guards_on_duty: await guardsOnDuty(app.db, app.now()),
    };
  },

  async exportVisits({ app, query }) {
    // Every filtered row, not the screen's newest 1,000: a record cut short would mislead.
    const visits = await findVisits(app.db, query, EXPORT_MAX_ROWS);
    return csvFile(toCsv(csvColumns, visits.map(csvRow)), `visitors-${csvRange(query)}.csv`);
  },

  async getAttendance({ app, query, user }) {
    const { start, end } = indiaMonth(query.month);
    const passes = await app.db
      .selectFrom('passes')
      .select(['id', 'name'])
      .where('apartment', '=', user.apartment_number)
      .where('kind', '=', 'daily_help')
      .where('valid_from', '<', end)
      .where('valid_until', '>=', start)
      .orderBy('name')
      .orderBy('id')
      .execute();
    if (passes.length === 0) return [];
    const visits = await app.db
      .selectFrom('visits')
      .select(['pass_id', 'checked_in_at', 'checked_out_at'])
      .where(
        'pass_id',
        'in',
        passes.map((pass) => pass.id),
      )
      .where('checked_in_at', '>=', start)
      .where('checked_in_at', '<', end)
      .orderBy('checked_in_at')
      .execute();
    return passes.map((pass): HelperAttendance => {
      const days = new Map<string, { date: string; in: Date; out: Date | null }>();
      for (const visit of visits.filter((v) => v.pass_id === pass.id)) {
        const date = inIndia(visit.checked_in_at).date;
        const day = days.get(date) ?? { date, in: visit.checked_in_at, out: null };
        const out = visit.checked_out_at;
        if (out && (!day.out || out > day.out)) day.out = out;
        days.set(date, day);
      }
      return {
        pass_id: String(pass.id),
        name: pass.name,
        days: [...days.values()].map((day) => ({
          date: day.date,
          in: day.in.toISOString(),
          out: day.out?.toISOString() ?? null,
        })),
      };
    });
  },
};

/** The file's name says the range it holds: visitors-2026-11-01-to-2026-11-24, -to-…, or -all. */
function csvRange(query: { from?: string; to?: string }): string {
  if (query.from && query.to) return `${query.from}-to-${query.to}`;
  if (query.from) return `from-${query.from}`;
  if (query.to) return `to-${query.to}`;
  return 'all';
}

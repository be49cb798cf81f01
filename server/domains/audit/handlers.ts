/**
 * The audit trail for the RWA (issue 16): newest first, filtered by person, action and India
 * dates, as JSON for /admin/audit (the newest 500) and as CSV with the same filters (all). Read-only: no call of the
 * API changes or deletes a row (and the table refuses it, migration 0013).
 */
import type { Kysely } from 'kysely';
import { AUDIT_PAGE_ROWS, auditActionLabel, auditCsvColumns } from '../../../contract/audit/audit';
import type { AuditEvent } from '../../../contract/audit/audit';
import { addDays } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { csvFile, toCsv } from '../../platform/csv-writer';
import { indiaMidnight } from '../../platform/india-day';
import type { HandlersFor } from '../../platform/http/handler';

interface Filters {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The export's ceiling: a year of a busy estate, far past any screenful. */
const EXPORT_MAX_ROWS = 100_000;

async function findEvents(
  db: Kysely<Database>,
  filters: Filters,
  limit: number,
): Promise<AuditEvent[]> {
  let query = db.selectFrom('audit_events').selectAll();
  if (filters.actor) query = query.where('actor_phone', '=', filters.actor);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.from) query = query.where('at', '>=', indiaMidnight(filters.from));
  if (filters.to) query = query.where('at', '<', indiaMidnight(addDays(filters.to, 1)));
  const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, id: String(row.id), at: row.at.toISOString() }));
}

export const auditHandlers: HandlersFor<'listAuditEvents' | 'exportAuditEvents'> = {
  listAuditEvents: ({ app, query }) => findEvents(app.db, query, AUDIT_PAGE_ROWS),

  async exportAuditEvents({ app, query }) {
    // Every filtered row, not the screen's newest 500: a record cut short would mislead.
    const events = await findEvents(app.db, query, EXPORT_MAX_ROWS);
    const name = `audit-${query.from ?? 'start'}-${query.to ?? 'today'}.csv`;
    const rows = events.map((event) => ({
      ...event,
      action_label: auditActionLabel(event.action),
    }));
    return csvFile(toCsv(auditCsvColumns, rows), name);
  },
};

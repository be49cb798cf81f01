/**
 * The audit trail for the RWA (issue 16): newest first, filtered by person, action and India
 * dates, as JSON for /admin/audit and as CSV with the same filters. Read-only: no call of the
 * API changes or deletes a row (and the table refuses it, migration 0013).
 */
import type { Kysely } from 'kysely';
import { AUDIT_PAGE_ROWS, auditCsvColumns } from '../../contract/audit';
import type { AuditEvent } from '../../contract/audit';
import { addDays } from '../../contract/india-time';
import type { Database } from '../db/schema';
import { toCsv } from '../services/csv-writer';
import type { HandlersFor } from './handler';

interface Filters {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The start of an India day as an instant (India has no daylight saving: always +05:30). */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

async function findEvents(db: Kysely<Database>, filters: Filters): Promise<AuditEvent[]> {
  let query = db.selectFrom('audit_events').selectAll();
  if (filters.actor) query = query.where('actor_phone', '=', filters.actor);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.from) query = query.where('at', '>=', indiaMidnight(filters.from));
  if (filters.to) query = query.where('at', '<', indiaMidnight(addDays(filters.to, 1)));
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_ROWS)
    .execute();
  return rows.map((row) => ({ ...row, id: String(row.id), at: row.at.toISOString() }));
}

export const auditHandlers: HandlersFor<'listAuditEvents' | 'exportAuditEvents'> = {
  listAuditEvents: ({ app, query }) => findEvents(app.db, query),

  async exportAuditEvents({ app, query }) {
    const events = await findEvents(app.db, query);
    const name = `audit-${query.from ?? 'start'}-${query.to ?? 'today'}.csv`;
    return {
      body: Buffer.from(toCsv(auditCsvColumns, events)),
      contentType: 'text/csv; charset=utf-8',
      fileName: name,
      disposition: 'attachment',
      cacheControl: 'no-store',
    };
  },
};

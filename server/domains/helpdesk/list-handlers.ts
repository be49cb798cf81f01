/**
 * The helpdesk read in bulk (issue 18): the list (a member's household's tickets, or the office's
 * queue with its filters), the same filtered list as CSV, and the office's summary. Which rows
 * and in what order is domains/helpdesk/queue.ts; a row reads as helpdesk-views.ts says.
 */
import { inIndia } from '../../../contract/platform/india-time';
import type { TicketsQuery } from '../../../contract/helpdesk/helpdesk';
import type { User } from '../../platform/db/schema';
import { csvFile, toCsv } from '../../platform/csv-writer';
import { ticketCsvColumns, ticketCsvRow, ticketsFileName } from './csv';
import { listedTickets, toTicket } from './views';
import { overdueAt, queueOrder, queuePage, ticketsWhere } from './queue';
import type { TicketScope } from './queue';
import { helpdeskSummary } from './summary';
import type { HandlersFor } from '../../platform/http/handler';

/** The export's ceiling: years of a large estate, far past any screenful. */
const EXPORT_MAX_ROWS = 200_000;

/** The office sees every apartment; anyone else only their own, whatever they filter by. */
function scopeOf(user: User, query: TicketsQuery): TicketScope {
  const { page: _page, ...filters } = query;
  return user.role === 'rwa' ? filters : { ...filters, household: user.apartment_number };
}

export const helpdeskListHandlers: HandlersFor<
  'listTickets' | 'exportTickets' | 'getHelpdeskSummary'
> = {
  async listTickets({ app, query, user }) {
    const now = app.now();
    const where = ticketsWhere(scopeOf(user, query), now);
    const { ids, total } = await queuePage(app.db, where, now, Number(query.page ?? 0));
    if (ids.length === 0) return { tickets: [], total };
    const rows = await listedTickets(app.db).where('t.id', 'in', ids).execute();
    const position = new Map(ids.map((ticketId, index) => [ticketId, index]));
    rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    return {
      tickets: rows.map((row) => toTicket(row, user.apartment_number)),
      total,
    };
  },

  async exportTickets({ app, query }) {
    const now = app.now();
    const { page: _page, ...filters } = query;
    const rows = await app.db
      .selectFrom('helpdesk_tickets as t')
      .innerJoin('helpdesk_categories as c', 'c.id', 't.category_id')
      .selectAll('t')
      .select(['c.name as category', overdueAt(now).as('overdue')])
      .where(ticketsWhere(filters, now))
      .orderBy(queueOrder(now))
      .limit(EXPORT_MAX_ROWS)
      .execute();
    // Named after the category it holds (an id past bigint names none, and finds no rows).
    const category =
      filters.category_id && filters.category_id.length <= 15
        ? await app.db
            .selectFrom('helpdesk_categories')
            .select('name')
            .where('id', '=', Number(filters.category_id))
            .executeTakeFirst()
        : undefined;
    return csvFile(
      toCsv(ticketCsvColumns, rows.map(ticketCsvRow)),
      ticketsFileName(filters, category?.name, inIndia(now).date),
    );
  },

  getHelpdeskSummary: ({ app }) => helpdeskSummary(app.db, app.now()),
};

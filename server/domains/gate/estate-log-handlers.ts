/**
 * The estate's passes and walk-ins for the RWA's visitor log (issue 34), filtered as the visits
 * are. Passes come without their codes and QR (visitor-views.ts toLoggedPass); walk-ins come to
 * be read: answering one stays with its flat (walk-in-handlers.ts).
 */
import { cleanApartment } from '../../../contract/platform/fields';
import type { HandlersFor } from '../../platform/http/handler';
import { indiaDayRange } from './visitor-log';
import { listedPasses, toLoggedPass } from './visitor-views';
import { toWalkIn } from './walk-ins';

/** As many rows as the visits' screen shows. */
const LOG_ROWS = 1_000;

export const estateLogHandlers: HandlersFor<'listEstatePasses' | 'listEstateWalkIns'> = {
  async listEstatePasses({ app, query: filters }) {
    const { start, end } = indiaDayRange(filters);
    let query = listedPasses(app.db);
    // A pass belongs to the days its window meets.
    if (start) query = query.where('p.valid_until', '>', start);
    if (end) query = query.where('p.valid_from', '<', end);
    const apartment = cleanApartment(filters.apartment ?? '');
    if (apartment) query = query.where('p.apartment', '=', apartment);
    if (filters.kind) query = query.where('p.kind', '=', filters.kind);
    const rows = await query
      .orderBy('p.valid_from', 'desc')
      .orderBy('p.id', 'desc')
      .limit(LOG_ROWS)
      .execute();
    const now = app.now();
    return rows.map((row) => toLoggedPass(row, now));
  },

  async listEstateWalkIns({ app, query: filters }) {
    const { start, end } = indiaDayRange(filters);
    let query = app.db.selectFrom('walk_ins').selectAll();
    if (start) query = query.where('created_at', '>=', start);
    if (end) query = query.where('created_at', '<', end);
    const apartment = cleanApartment(filters.apartment ?? '');
    if (apartment) query = query.where('apartment', '=', apartment);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LOG_ROWS)
      .execute();
    return rows.map(toWalkIn);
  },
};

/**
 * The courts' taken hours per day (court-days.ts) as `app.courtDays`, read from the bookings and
 * forgotten when the database tells of a change to that day.
 */
import { shared } from '../../platform/http/shared';
import { takenHours } from './bookings';
import { createCourtDays } from './court-days';
import type { CourtDays } from './court-days';

declare module 'fastify' {
  interface FastifyInstance {
    /** The courts' taken hours, kept for the morning rush (court-days.ts). */
    courtDays: CourtDays;
  }
}

export const courtDaysPlugin = shared('gatehouse-court-days', async (app) => {
  app.decorate(
    'courtDays',
    createCourtDays((sport, date) => takenHours(app.db, sport, date), app.changes),
  );
});

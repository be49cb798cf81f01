/**
 * The RWA's visitor log (issue 17): visits filtered by India dates, flat, kind and flags,
 * newest first; and the guards on duty, those with a shift's session still open.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { cleanApartment } from '../../../contract/platform/fields';
import { GUARD_SESSION_SECONDS } from '../../../contract/gate/gate';
import { addDays } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { VisitsQuery } from '../../../contract/gate/visitors';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { indiaMidnight } from '../../platform/india-day';
import type { VisitRow } from './visitor-views';

/** The instants of India days `from`..`to` (either open), or 400 when they run backwards. */
export function indiaDayRange(filters: { from?: string; to?: string }): {
  start?: Date;
  end?: Date;
} {
  const { from, to } = filters;
  if (from && to && from > to) throw new HttpError(400, messages.visitsRangeInvalid);
  return {
    ...(from ? { start: indiaMidnight(from) } : {}),
    ...(to ? { end: indiaMidnight(addDays(to, 1)) } : {}),
  };
}

export async function findVisits(
  db: Kysely<Database>,
  filters: VisitsQuery,
  limit: number,
): Promise<VisitRow[]> {
  const { start, end } = indiaDayRange(filters);
  let query = db.selectFrom('visits').selectAll();
  if (start) query = query.where('checked_in_at', '>=', start);
  if (end) query = query.where('checked_in_at', '<', end);
  const apartment = cleanApartment(filters.apartment ?? '');
  if (apartment) query = query.where('apartment', '=', apartment);
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.flagged) {
    const flagged = sql<boolean>`cardinality(flags) > 0`;
    query = query.where(filters.flagged === 'true' ? flagged : sql<boolean>`NOT ${flagged}`);
  }
  return query.orderBy('checked_in_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Guards with a session of this shift still open (not signed out, not past 12 hours). */
export async function guardsOnDuty(db: Kysely<Database>, now: Date) {
  const shiftStart = new Date(now.getTime() - GUARD_SESSION_SECONDS * 1000);
  const rows = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.name', 'u.phone_number'])
    .select((eb) => eb.fn.max('s.created_at').as('since'))
    .where('u.role', '=', 'guard')
    .where('u.is_active', '=', true)
    .where('u.removed_at', 'is', null)
    .where('s.revoked_at', 'is', null)
    .where('s.created_at', '>', shiftStart)
    .groupBy(['u.name', 'u.phone_number'])
    .orderBy('since')
    .execute();
  return rows.map((row) => ({
    name: row.name ?? '',
    phone: row.phone_number,
    since: new Date(row.since).toISOString(),
  }));
}

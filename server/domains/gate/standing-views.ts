/**
 * How standing approvals read in the contract's words, for the flat and for the desk, and which
 * of them the desk carries: those not stopped whose last day has not passed and whose first day
 * comes within the desk's window (today, and the night shift past midnight).
 */
import type { Kysely, Selectable } from 'kysely';
import type { DeskStanding, StandingApproval } from '../../../contract/gate/standing';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { deskWindow } from './gate-day';
import type { StandingApprovalsTable } from './standing-tables';

export type StandingRow = Selectable<StandingApprovalsTable>;

export function toDeskStanding(row: StandingRow): DeskStanding {
  return {
    id: String(row.id),
    apartment: row.apartment,
    kind: row.kind,
    companies: row.companies,
    days: row.days,
    start_time: row.start_time,
    end_time: row.end_time,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    plate_suffix: row.plate_suffix,
  };
}

export function toStandingApproval(
  row: StandingRow & { created_by_name: string | null },
): StandingApproval {
  return {
    ...toDeskStanding(row),
    created_by_name: row.created_by_name ?? '',
    created_at: row.created_at.toISOString(),
    stopped_at: row.stopped_at?.toISOString() ?? null,
  };
}

/** Approvals with their maker's name; callers add filters. */
export function listedStanding(db: Kysely<Database>) {
  return db
    .selectFrom('standing_approvals as s')
    .leftJoin('users as u', 'u.phone_number', 's.created_by')
    .selectAll('s')
    .select('u.name as created_by_name');
}

/** Live (not stopped, not ended) at the India date `today`: a flat's list, and the desk's. */
export function liveStanding(db: Kysely<Database>, today: string) {
  return listedStanding(db)
    .where('s.stopped_at', 'is', null)
    .where((eb) => eb.or([eb('s.ends_on', 'is', null), eb('s.ends_on', '>=', today)]));
}

export async function deskStanding(db: Kysely<Database>, now: Date): Promise<DeskStanding[]> {
  const lastDay = inIndia(deskWindow(now).until).date;
  const rows = await liveStanding(db, inIndia(now).date)
    .where('s.starts_on', '<=', lastDay)
    .orderBy('s.apartment')
    .orderBy('s.id')
    .execute();
  return rows.map(toDeskStanding);
}

/**
 * Issue 34's records leave with the visitor log they belong to (visitor-retention.ts): vehicle
 * entries older than the log, and standing approvals stopped or ended before it once no visit
 * kept in the log names them (a flagged entry may come a little after a stop).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { forgetVehicleEntries } from '../vehicles';

export async function forgetStanding(tx: Kysely<Database>, before: Date): Promise<void> {
  await forgetVehicleEntries(tx, before);
  await tx
    .deleteFrom('standing_approvals as s')
    .where((eb) =>
      eb.or([eb('s.stopped_at', '<', before), eb('s.ends_on', '<', inIndia(before).date)]),
    )
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM visits v WHERE v.standing_approval_id = s.id)`)
    .execute();
}

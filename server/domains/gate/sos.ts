/**
 * SOS alerts as rows and as the contract reads them (issue 34): raising one (or finding the
 * caller's own still unanswered), and the first guard's acknowledgement, which later ones leave
 * as it is.
 */
import type { Kysely, Selectable } from 'kysely';
import type { SosAlert } from '../../../contract/gate/sos';
import type { Database, User } from '../../platform/db/schema';
import type { SosAlertsTable } from './sos-tables';

export type SosRow = Selectable<SosAlertsTable>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An unanswered SOS older than this is not "the one just pressed": pressing raises a new one. */
const STILL_OPEN_MS = HOUR_MS;
/** How long the desk keeps showing who went to an answered SOS. */
const ANSWERED_SHOWN_MS = HOUR_MS;

export function toSosAlert(row: SosRow): SosAlert {
  return {
    id: String(row.id),
    apartment: row.apartment,
    name: row.name,
    phone: row.raised_by,
    raised_at: row.raised_at.toISOString(),
    state: row.acknowledged_at ? 'acknowledged' : 'raised',
    acknowledged_by: row.acknowledged_by_name,
    acknowledged_at: row.acknowledged_at?.toISOString() ?? null,
  };
}

export function findSos(db: Kysely<Database>, id: number): Promise<SosRow | undefined> {
  return db.selectFrom('sos_alerts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The caller's own SOS of the last hour that no guard has answered yet, if any. */
export function openSosOf(
  db: Kysely<Database>,
  user: User,
  now: Date,
): Promise<SosRow | undefined> {
  return db
    .selectFrom('sos_alerts')
    .selectAll()
    .where('raised_by', '=', user.phone_number)
    .where('acknowledged_at', 'is', null)
    .where('raised_at', '>', new Date(now.getTime() - STILL_OPEN_MS))
    .orderBy('raised_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertSos(tx: Kysely<Database>, user: User, now: Date): Promise<SosRow> {
  return tx
    .insertInto('sos_alerts')
    .values({
      apartment: user.apartment_number,
      raised_by: user.phone_number,
      name: user.name ?? user.phone_number,
      raised_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Marks `id` acknowledged by `guard` unless a guard already has; answers the row as it now
 * stands and whether this call was the one that acknowledged it.
 */
export async function acknowledge(
  tx: Kysely<Database>,
  id: number,
  guard: User,
  now: Date,
): Promise<{ row: SosRow; first: boolean } | undefined> {
  const updated = await tx
    .updateTable('sos_alerts')
    .set({
      acknowledged_at: now,
      acknowledged_by_phone: guard.phone_number,
      acknowledged_by_name: guard.name ?? 'Guard',
    })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (updated) return { row: updated, first: true };
  const row = await findSos(tx, id);
  return row && { row, first: false };
}

/** What a desk shows: unanswered SOS of the last day (oldest first), then the recently answered. */
export function deskSos(db: Kysely<Database>, now: Date): Promise<SosRow[]> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return db
    .selectFrom('sos_alerts')
    .selectAll()
    .where('raised_at', '>', ago(DAY_MS))
    .where((eb) =>
      eb.or([
        eb('acknowledged_at', 'is', null),
        eb('acknowledged_at', '>', ago(ANSWERED_SHOWN_MS)),
      ]),
    )
    .orderBy((eb) => eb('acknowledged_at', 'is not', null))
    .orderBy('raised_at')
    .execute();
}

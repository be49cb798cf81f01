/**
 * The register's changes beyond create (issue 16): editing a person's details (a new phone
 * carries everything of theirs along; a new apartment is a move, not a copy: the person is
 * in one apartment, and their past rows keep the apartment they had then), moving out (all
 * access ends, what was ahead is cancelled, history stays) and changing roles — the estate
 * always keeps one RWA admin. Each runs inside the caller's transaction.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import type { UserRole } from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import type { RequestHistoryTable } from '../requests';
import { HttpError } from '../../platform/http/http-error';
import { leaveFutureEvents } from '../events';
import { endEverySession } from '../../platform/auth/sessions';

/** Columns that hold a person's phone as the owner of a row, moved with a new phone number. */
const ownedBy = [
  ['rate_limit_hits', 'subject'],
  ['bookings', 'user_phone'],
  ['golf_cart_requests', 'user_phone'],
  ['event_registrations', 'user_phone'],
  ['lost_found_items', 'reported_by'],
  ['notifications', 'user_phone'],
  ['notification_preferences', 'user_phone'],
  ['broadcast_acks', 'user_phone'],
  ['push_subscriptions', 'user_phone'],
  ['idempotency_keys', 'user_phone'],
  ['request_history', 'by_phone'],
  ['broadcasts', 'created_by'],
] as const;

/** The person with this phone, locked for the change; 404 when there is none or they left. */
export async function lockPresentUser(tx: Kysely<Database>, phone: string): Promise<User> {
  const user = await tx
    .selectFrom('users')
    .selectAll()
    .where('phone_number', '=', phone)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new HttpError(404, messages.userNotFound);
  if (user.removed_at) throw new HttpError(409, messages.userAlreadyRemoved);
  return user;
}

/**
 * A resident (or RWA admin) for the register's resident calls: a guard is refused with a 409,
 * as the guard's own calls refuse a resident, so an edit or a move-out never lands on the gate.
 */
export async function lockPresentResident(tx: Kysely<Database>, phone: string): Promise<User> {
  const user = await lockPresentUser(tx, phone);
  if (user.role === 'guard') throw new HttpError(409, messages.isAGuard);
  return user;
}

export interface Details {
  name: string;
  email: string;
  phone_number: string;
  apartment_number: string;
  /** Left out: the owner mark stays as it is (Kysely leaves an undefined value unset). */
  is_owner?: boolean;
}

export async function changeDetails(
  tx: Kysely<Database>,
  user: User,
  details: Details,
  at: Date,
): Promise<User> {
  const newPhone = details.phone_number !== user.phone_number;
  if (newPhone) {
    const taken = await tx
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', details.phone_number)
      .executeTakeFirst();
    if (taken) throw new HttpError(409, messages.userExists);
    for (const [table, column] of ownedBy) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${details.phone_number}
        WHERE ${sql.ref(column)} = ${user.phone_number}`.execute(tx);
    }
    // Codes sent to the old number must not sign anyone in to the account.
    await tx.deleteFrom('otp_codes').where('phone_number', '=', user.phone_number).execute();
  }
  return tx
    .updateTable('users')
    .set({ ...details, modification_date: at })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Changes to who is an admin queue behind one lock, taken before any row lock: two admins
 * demoting each other at once then meet the last-RWA rule in turn (a 409), not a deadlock.
 */
export async function lockAdminRoster(tx: Kysely<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('rwa-roster'))`.execute(tx);
}

/** The estate must keep an RWA admin: refuses to take away the last one (counted under lock). */
export async function keepOneRwa(tx: Kysely<Database>, leaving: User): Promise<void> {
  if (leaving.role !== 'rwa') return;
  const admins = await tx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'rwa')
    .where('removed_at', 'is', null)
    .where('is_active', '=', true)
    .forUpdate()
    .execute();
  if (admins.every((admin) => admin.id === leaving.id)) throw new HttpError(409, messages.lastRwa);
}

export async function changeRole(
  tx: Kysely<Database>,
  user: User,
  role: UserRole,
  at: Date,
): Promise<User> {
  if (role === 'member') await keepOneRwa(tx, user);
  return tx
    .updateTable('users')
    .set({ role, modification_date: at })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface MoveOut {
  user: User;
  bookingsCancelled: number;
  requestsDeclined: number;
  sessionsEnded: number;
}

const MOVED_OUT = 'The resident moved out';

/**
 * Ends all access now: the row is marked, every session revoked, devices forgotten; bookings
 * still ahead are cancelled (a banquet request still waiting is declined) and rides waiting
 * are declined, each with the reason in its timeline; registrations for events ahead go, as a
 * cancel does, and the waitlist moves in. Past rows are left as they were.
 */
export async function moveOut(tx: Kysely<Database>, user: User, by: User, at: Date) {
  await keepOneRwa(tx, user);
  const sessionsEnded = await endEverySession(tx, user, 'moved out', at);
  const now = inIndia(at);
  const wallNow = `${now.date} ${now.time}`;
  const bookings = await sql<{ id: number; status: string; sport_type: string }>`
    UPDATE bookings
      SET status = CASE WHEN status = 'Pending' THEN 'Declined' ELSE 'Cancelled' END,
        updated_at = ${at}
      WHERE user_phone = ${user.phone_number}
        AND status IN ('Booked', 'Pending', 'Confirmed')
        AND starts_at > ${wallNow}::timestamp
      RETURNING id, status, sport_type`.execute(tx);
  const rides = await tx
    .updateTable('golf_cart_requests')
    .set({ status: 'Declined', status_note: MOVED_OUT, updated_at: at })
    .where('user_phone', '=', user.phone_number)
    .where('status', 'in', ['Requested', 'Accepted'])
    .returning('id')
    .execute();
  const history: { kind: RequestHistoryTable['kind']; request_id: number; status: string }[] = [
    ...bookings.rows.map((row) => ({
      kind: row.sport_type === 'Banquet' ? ('banquet' as const) : ('court' as const),
      request_id: row.id,
      status: row.status,
    })),
    ...rides.map((row) => ({ kind: 'golf_cart' as const, request_id: row.id, status: 'Declined' })),
  ];
  if (history.length > 0) {
    const by_role = by.role === 'rwa' ? ('rwa' as const) : ('member' as const);
    await tx
      .insertInto('request_history')
      .values(
        history.map((move) => ({
          ...move,
          note: MOVED_OUT,
          by_phone: by.phone_number,
          by_role,
          at,
        })),
      )
      .execute();
  }
  // Their seats at events still ahead go to the waitlist (the registrations go, as a cancel).
  await leaveFutureEvents(tx, user.phone_number, at);
  const removed = await tx
    .updateTable('users')
    .set({ removed_at: at, modification_date: at })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    user: removed,
    bookingsCancelled: bookings.rows.length,
    requestsDeclined: rides.length,
    sessionsEnded,
  } satisfies MoveOut;
}

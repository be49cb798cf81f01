/**
 * What every helpdesk write shares (issue 18): finding a ticket under a row lock, who may see
 * and act on it (its apartment's people and the RWA), and the clock's columns after a change,
 * so `due_at` always agrees with `elapsed_seconds` and `clock_started_at`.
 */
import type { Kysely } from 'kysely';
import type { TicketDetail } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import { moveClock, readClock } from '../../../contract/helpdesk/sla';
import type { TicketClock } from '../../../contract/helpdesk/sla';
import type { Database, User } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { loadTicketDetail } from './views';
import type { TicketRow } from './views';

export const ticketId = (id: string): number => rowId(id, messages.ticketNotFound);

/** True when `user` lives in the ticket's apartment: they may make the household's moves. */
export const livesIn = (user: User, apartment: string): boolean =>
  user.role !== 'guard' && user.apartment_number === apartment;

/** A member may touch only their own apartment's tickets; the RWA every one. */
export function checkHousehold(user: User, apartment: string): void {
  if (user.role !== 'rwa' && !livesIn(user, apartment)) {
    throw new HttpError(403, messages.ticketNotYours);
  }
}

/**
 * The ticket: 404 when there is none, 403 when it is another apartment's. `lock`: held until
 * the transaction ends, so two people changing it at once take turns and the second judges
 * the first one's result (its move may then be 409).
 */
export async function findTicket(
  db: Kysely<Database>,
  id: number,
  user: User,
  lock: 'lock' | 'read',
): Promise<TicketRow> {
  const query = db.selectFrom('helpdesk_tickets').selectAll().where('id', '=', id);
  const row = await (lock === 'lock' ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw new HttpError(404, messages.ticketNotFound);
  checkHousehold(user, row.apartment);
  return row;
}

export const lockTicket = (tx: Kysely<Database>, id: number, user: User) =>
  findTicket(tx, id, user, 'lock');

/** The ticket's page as `user` sees it (after a change, in the change's transaction). */
export async function ticketPage(
  db: Kysely<Database>,
  id: number,
  user: User,
): Promise<TicketDetail> {
  const detail = await loadTicketDetail(db, id, user.apartment_number);
  if (!detail) throw new HttpError(404, messages.ticketNotFound);
  return detail;
}

export const clockOf = (row: TicketRow): TicketClock => ({
  sla_minutes: row.sla_minutes,
  elapsed_seconds: row.elapsed_seconds,
  clock_started_at: row.clock_started_at?.toISOString() ?? null,
});

/** The clock's columns after a change at `now`: time so far banked, running on or not. */
export function clockColumns(clock: TicketClock, running: boolean, now: Date) {
  const next = moveClock(clock, running, now);
  return {
    sla_minutes: next.sla_minutes,
    elapsed_seconds: next.elapsed_seconds,
    clock_started_at: next.clock_started_at === null ? null : new Date(next.clock_started_at),
    due_at: readClock(next, now).dueAt,
  };
}

/**
 * The office raises or lowers a ticket's priority (issue 18). The deadline is worked out again
 * from the category's hours at the new priority; the running time already spent stays, so the
 * deadline moves by the difference. An escalation the new deadline no longer justifies is
 * taken back, so the office is told again if the ticket does become overdue.
 */
import type { Kysely } from 'kysely';
import type { TicketDetail } from '../../../contract/helpdesk/helpdesk';
import type { TicketPriority } from '../../../contract/helpdesk/lifecycle';
import { readClock, slaMinutes } from '../../../contract/helpdesk/sla';
import type { Database, User } from '../../platform/db/schema';
import { clockColumns, clockOf, lockTicket, ticketPage } from './tickets';

export async function setTicketPriority(
  tx: Kysely<Database>,
  id: number,
  priority: TicketPriority,
  user: User,
  now: Date,
): Promise<{ from: TicketPriority; detail: TicketDetail }> {
  const row = await lockTicket(tx, id, user);
  if (row.priority !== priority) {
    const { sla_hours } = await tx
      .selectFrom('helpdesk_categories')
      .select('sla_hours')
      .where('id', '=', row.category_id)
      .executeTakeFirstOrThrow();
    const clock = { ...clockOf(row), sla_minutes: slaMinutes(sla_hours, priority) };
    const columns = clockColumns(clock, row.clock_started_at !== null, now);
    const level = readClock(clock, now).level;
    await tx
      .updateTable('helpdesk_tickets')
      .set({
        ...columns,
        priority,
        escalation_level: Math.min(row.escalation_level, level),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }
  return { from: row.priority, detail: await ticketPage(tx, id, user) };
}

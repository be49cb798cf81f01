/**
 * A household reports a complaint (issue 18). Its deadline is fixed now, from its category's
 * hours at its priority (a later change of the category's hours leaves it alone), and its clock
 * starts at once. The ticket, its first history row and the office's notice commit together.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Ticket, ticketFields } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import { slaMinutes } from '../../../contract/helpdesk/sla';
import type { Database, User } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { tellOffice } from './notices';
import { clockColumns } from './tickets';
import { listedTickets, toTicket } from './views';
import { recordMove } from '../requests';

export interface TicketPhoto {
  fileName: string;
  thumbnailName: string;
}

type Report = z.output<typeof ticketFields>;

export async function reportTicket(
  tx: Kysely<Database>,
  report: Report,
  photo: TicketPhoto,
  user: User,
  now: Date,
): Promise<Ticket> {
  const category = await tx
    .selectFrom('helpdesk_categories')
    .select(['name', 'sla_hours'])
    .where('id', '=', rowId(report.category_id, messages.ticketCategoryUnknown))
    .executeTakeFirst();
  if (!category) throw new HttpError(400, messages.ticketCategoryUnknown);
  const clock = { sla_minutes: slaMinutes(category.sla_hours, report.priority) };
  const { id } = await tx
    .insertInto('helpdesk_tickets')
    .values({
      category_id: Number(report.category_id),
      title: report.title,
      description: report.description,
      location: report.location,
      priority: report.priority,
      apartment: user.apartment_number,
      reporter_phone: user.phone_number,
      reporter_name: user.name ?? user.phone_number,
      photo_name: photo.fileName || null,
      thumbnail_name: photo.thumbnailName || null,
      ...clockColumns({ ...clock, elapsed_seconds: 0, clock_started_at: null }, true, now),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordMove(tx, { kind: 'helpdesk', requestId: id, status: 'Open', user, at: now });
  const urgent = report.priority === 'urgent';
  await tellOffice(
    tx,
    { id, title: report.title, apartment: user.apartment_number },
    {
      kind: 'ticket_new',
      title: `${urgent ? 'Urgent complaint' : 'New complaint'} from ${user.apartment_number}: ${report.title}`,
      body: [category.name, report.location, report.description].filter(Boolean).join(' · '),
      urgent,
    },
    now,
  );
  const row = await listedTickets(tx).where('t.id', '=', id).executeTakeFirstOrThrow();
  return toTicket(row, user.apartment_number);
}

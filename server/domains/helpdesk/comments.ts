/**
 * A ticket's thread (issue 18): the household and the office write to each other, with a photo
 * if they like, and each comment tells the other side. A household's comment on a ticket the
 * office is waiting on answers it: the ticket goes back to In progress and its clock runs again.
 * A closed ticket takes no comments (the household reports a new one).
 */
import type { Kysely } from 'kysely';
import type { TicketDetail } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { tellHousehold, tellOffice } from './notices';
import type { TicketPhoto } from './report';
import { clockColumns, clockOf, findTicket, lockTicket, ticketPage } from './tickets';
import type { TicketRow } from './views';
import { recordMove } from '../requests';

/** The household answered what the office waited for: In progress, clock running, one history row. */
async function resumeTicket(tx: Kysely<Database>, row: TicketRow, user: User, now: Date) {
  const note = 'The household answered';
  await tx
    .updateTable('helpdesk_tickets')
    .set({
      status: 'In progress',
      status_note: note,
      ...clockColumns(clockOf(row), true, now),
    })
    .where('id', '=', row.id)
    .execute();
  await recordMove(tx, {
    kind: 'helpdesk',
    requestId: row.id,
    status: 'In progress',
    note,
    user,
    at: now,
  });
}

function refuseClosed(row: TicketRow): void {
  if (row.status === 'Closed') throw new HttpError(409, messages.commentOnClosed);
}

/** Refuses early (before a photo is stored) what `commentOnTicket` would refuse anyway. */
export async function checkCommentable(db: Kysely<Database>, id: number, user: User) {
  refuseClosed(await findTicket(db, id, user, 'read'));
}

export async function commentOnTicket(
  tx: Kysely<Database>,
  id: number,
  body: string,
  photo: TicketPhoto,
  user: User,
  now: Date,
): Promise<TicketDetail> {
  const row = await lockTicket(tx, id, user);
  refuseClosed(row);
  const office = user.role === 'rwa';
  await tx
    .insertInto('helpdesk_comments')
    .values({
      ticket_id: id,
      author_phone: user.phone_number,
      author_name: user.name ?? user.phone_number,
      author_role: office ? 'rwa' : 'member',
      body,
      photo_name: photo.fileName || null,
      thumbnail_name: photo.thumbnailName || null,
      created_at: now,
    })
    .execute();
  await tx.updateTable('helpdesk_tickets').set({ updated_at: now }).where('id', '=', id).execute();
  if (office) {
    await tellHousehold(
      tx,
      row,
      { kind: 'ticket_comment', title: `The office replied: ${row.title}`, body },
      now,
    );
  } else {
    if (row.status === 'Waiting for resident') await resumeTicket(tx, row, user, now);
    await tellOffice(
      tx,
      row,
      { kind: 'ticket_comment', title: `${row.apartment} replied: ${row.title}`, body },
      now,
    );
  }
  return ticketPage(tx, id, user);
}

/**
 * What the helpdesk tells people (issue 18), in the change's own transaction like every notice:
 * the household hears each of the office's moves and comments; the office hears each new
 * ticket, each household comment, a reopen and a close with a rating. One tag per ticket, so
 * a phone's lock screen shows its latest news only.
 */
import type { Kysely } from 'kysely';
import type { TicketStatus } from '../../../contract/helpdesk/lifecycle';
import { REOPEN_DAYS } from '../../../contract/helpdesk/lifecycle';
import type { Database } from '../../platform/db/schema';
import { notify } from '../notices';

export interface NoticeTicket {
  id: number;
  title: string;
  apartment: string;
}

const DAY = 86_400;

const tag = (ticket: NoticeTicket) => `ticket-${ticket.id}`;
const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' — ');

/** A notice to everyone living in the ticket's apartment, leading to its page in /helpdesk. */
export function tellHousehold(
  tx: Kysely<Database>,
  ticket: NoticeTicket,
  words: { kind: string; title: string; body: string },
  now: Date,
): Promise<number> {
  return notify(
    tx,
    { household: ticket.apartment },
    {
      ...words,
      category: 'requests',
      url: `/helpdesk/${ticket.id}`,
      tag: tag(ticket),
      push: { urgency: 'normal', ttlSeconds: DAY },
    },
    now,
  );
}

/** A notice to the RWA, leading to the ticket in /admin/helpdesk. */
export function tellOffice(
  tx: Kysely<Database>,
  ticket: NoticeTicket,
  words: { kind: string; title: string; body: string; urgent?: boolean },
  now: Date,
): Promise<number> {
  const { urgent, ...notice } = words;
  return notify(
    tx,
    { role: 'rwa' },
    {
      ...notice,
      category: 'office',
      url: `/admin/helpdesk/${ticket.id}`,
      tag: tag(ticket),
      push: { urgency: urgent ? 'high' : 'normal', ttlSeconds: DAY },
    },
    now,
  );
}

export interface MoveNews {
  to: TicketStatus;
  note: string;
  assignedTo: string;
  closeAs: 'duplicate' | 'not_ours' | null;
  duplicateOf: number | null;
}

/** What the household reads when the office moves its ticket. */
export function officeMoveWords(ticket: NoticeTicket, move: MoveNews) {
  const { title } = ticket;
  const words = (heading: string, body: string) => ({
    kind: 'ticket_status',
    title: heading,
    body: joined(body, move.note),
  });
  switch (move.to) {
    case 'Assigned':
      return words(`Complaint assigned: ${title}`, `${move.assignedTo} will look into it.`);
    case 'In progress':
      return words(`Work started: ${title}`, '');
    case 'Waiting for resident':
      return words(`The office needs your answer: ${title}`, 'Reply on the complaint.');
    case 'Resolved':
      return words(
        `Resolved: ${title}`,
        `Not fixed? Reopen it within ${REOPEN_DAYS} days, or close it with a rating.`,
      );
    case 'Closed':
      return move.closeAs === 'duplicate'
        ? words(`Closed as a repeat: ${title}`, `It repeats complaint #${move.duplicateOf ?? ''}.`)
        : words(`Closed by the office: ${title}`, 'Not something the RWA office handles.');
    default:
      return words(`Complaint ${move.to}: ${title}`, '');
  }
}

/** What the office reads when the household reopens or closes a ticket. */
export function householdMoveWords(ticket: NoticeTicket, move: MoveNews, rating: number | null) {
  return move.to === 'Closed'
    ? {
        kind: 'ticket_rated',
        title: `${ticket.apartment} rated ${rating ?? '?'}/5: ${ticket.title}`,
        body: move.note === '' ? 'No comment.' : move.note,
      }
    : {
        kind: 'ticket_reopened',
        title: `Reopened by ${ticket.apartment}: ${ticket.title}`,
        body: move.note,
        urgent: true,
      };
}

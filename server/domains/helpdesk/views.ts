/**
 * How the helpdesk's rows read in the contract's words (contract/helpdesk/helpdesk.ts): a ticket with its
 * category, latest comment and comment count, and a ticket's page with its thread and moves.
 * Shared by every helpdesk call, so a list row and a ticket page never disagree.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Ticket, TicketComment, TicketDetail } from '../../../contract/helpdesk/helpdesk';
import type { Database } from '../../platform/db/schema';
import type { HelpdeskCommentsTable, HelpdeskTicketsTable } from './tables';
import { fileUrl } from '../../platform/files/uploads';

export type TicketRow = Selectable<HelpdeskTicketsTable>;

/** A ticket row with what the list shows beside it. */
export interface ListedTicket extends TicketRow {
  category: string;
  comment_count: number | string | null;
  latest_author_name: string | null;
  latest_author_role: 'member' | 'rwa' | null;
  latest_body: string | null;
  latest_at: Date | null;
}

/** Tickets joined with their category and latest comment; callers add filters and order. */
export function listedTickets(db: Kysely<Database>) {
  return db
    .selectFrom('helpdesk_tickets as t')
    .innerJoin('helpdesk_categories as c', 'c.id', 't.category_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('helpdesk_comments as hc')
          .select([
            'hc.author_name as latest_author_name',
            'hc.author_role as latest_author_role',
            'hc.body as latest_body',
            'hc.created_at as latest_at',
          ])
          .select((inner) => inner.fn.countAll<string>().over().as('comment_count'))
          .whereRef('hc.ticket_id', '=', 't.id')
          .orderBy('hc.id', 'desc')
          .limit(1)
          .as('lc'),
      (join) => join.onTrue(),
    )
    .selectAll('t')
    .select([
      'c.name as category',
      'lc.latest_author_name',
      'lc.latest_author_role',
      'lc.latest_body',
      'lc.latest_at',
      'lc.comment_count',
    ]);
}

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** `viewerApartment`: the caller's apartment ('' for someone living nowhere, e.g. a staff admin). */
export function toTicket(row: ListedTicket, viewerApartment: string): Ticket {
  return {
    id: String(row.id),
    category_id: String(row.category_id),
    category: row.category,
    title: row.title,
    description: row.description,
    location: row.location,
    priority: row.priority,
    status: row.status,
    status_note: row.status_note,
    apartment_number: row.apartment,
    reporter_name: row.reporter_name,
    reporter_phone: row.reporter_phone,
    assigned_to: row.assigned_to,
    photo_url: fileUrl(row.photo_name ?? ''),
    thumbnail_url: fileUrl(row.thumbnail_name ?? ''),
    sla_minutes: row.sla_minutes,
    elapsed_seconds: row.elapsed_seconds,
    clock_started_at: iso(row.clock_started_at),
    due_at: iso(row.due_at),
    escalation_level: row.escalation_level,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    resolved_at: iso(row.resolved_at),
    closed_at: iso(row.closed_at),
    rating: row.rating,
    rating_comment: row.rating_comment,
    close_as: row.close_as,
    duplicate_of: row.duplicate_of === null ? null : String(row.duplicate_of),
    latest_comment:
      row.latest_body === null || row.latest_at === null
        ? null
        : {
            author_name: row.latest_author_name ?? '',
            author_role: row.latest_author_role ?? 'member',
            body: row.latest_body,
            created_at: row.latest_at.toISOString(),
          },
    comment_count: Number(row.comment_count ?? 0),
    mine: viewerApartment !== '' && viewerApartment === row.apartment,
  };
}

export function toTicketComment(row: Selectable<HelpdeskCommentsTable>): TicketComment {
  return {
    id: String(row.id),
    author_name: row.author_name,
    author_role: row.author_role,
    body: row.body,
    photo_url: fileUrl(row.photo_name ?? ''),
    thumbnail_url: fileUrl(row.thumbnail_name ?? ''),
    created_at: row.created_at.toISOString(),
  };
}

/** One ticket's page, or undefined when there is no such ticket (the caller checks who may see it). */
export async function loadTicketDetail(
  db: Kysely<Database>,
  id: number,
  viewerApartment: string,
): Promise<TicketDetail | undefined> {
  const row = await listedTickets(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [comments, history] = await Promise.all([
    db
      .selectFrom('helpdesk_comments')
      .selectAll()
      .where('ticket_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('request_history')
      .select(['status', 'note', 'at', 'by_role'])
      .where('kind', '=', 'helpdesk')
      .where('request_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...toTicket(row, viewerApartment),
    comments: comments.map(toTicketComment),
    history: history.map((step) => ({
      status: step.status,
      note: step.note,
      at: step.at.toISOString(),
      by_role: step.by_role,
    })),
  };
}

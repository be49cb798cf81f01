/**
 * The office's ticket list as a spreadsheet (issue 18): one row per ticket with its times in
 * India, and a file name that says which filters and which day it holds.
 */
import type { TicketsQuery } from '../../../contract/helpdesk/helpdesk';
import { inIndia } from '../../../contract/platform/india-time';
import type { TicketRow } from './views';

export const ticketCsvColumns = [
  'number',
  'reported',
  'apartment',
  'reporter',
  'phone',
  'category',
  'priority',
  'title',
  'description',
  'location',
  'status',
  'status_note',
  'assigned_to',
  'deadline_hours',
  'due',
  'overdue',
  'escalation_level',
  'resolved',
  'closed',
  'rating',
  'rating_comment',
  'closed_as',
  'duplicate_of',
] as const;

export interface CsvTicket extends TicketRow {
  category: string;
  overdue: boolean;
}

const indiaText = (at: Date | null) => {
  if (!at) return '';
  const moment = inIndia(at);
  return `${moment.date} ${moment.time}`;
};

export function ticketCsvRow(row: CsvTicket): Record<(typeof ticketCsvColumns)[number], unknown> {
  return {
    number: row.id,
    reported: indiaText(row.created_at),
    apartment: row.apartment,
    reporter: row.reporter_name,
    phone: row.reporter_phone,
    category: row.category,
    priority: row.priority,
    title: row.title,
    description: row.description,
    location: row.location,
    status: row.status,
    status_note: row.status_note,
    assigned_to: row.assigned_to,
    deadline_hours: row.sla_minutes / 60,
    due: indiaText(row.due_at),
    overdue: row.overdue ? 'yes' : 'no',
    escalation_level: row.escalation_level,
    resolved: indiaText(row.resolved_at),
    closed: indiaText(row.closed_at),
    rating: row.rating ?? '',
    rating_comment: row.rating_comment,
    closed_as: row.close_as === 'not_ours' ? 'not ours' : (row.close_as ?? ''),
    duplicate_of: row.duplicate_of ?? '',
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** helpdesk-overdue-plumbing-A101-older-than-7d-2030-03-04.csv; helpdesk-all-2030-03-04.csv. */
export function ticketsFileName(
  filters: Omit<TicketsQuery, 'page'>,
  category: string | undefined,
  today: string,
): string {
  const parts = [
    filters.status ? slug(filters.status) : 'all',
    filters.category_id ? slug(category ?? `category-${filters.category_id}`) : '',
    filters.apartment ? slug(filters.apartment).toUpperCase() : '',
    filters.older_than_days ? `older-than-${filters.older_than_days}d` : '',
  ];
  return ['helpdesk', ...parts.filter(Boolean), today].join('-') + '.csv';
}

/**
 * The complaints that wait on the office, for "Needs you" (issues 18 and 35): the ones nobody
 * has taken yet (Open) and the ones past their deadline, each once. Urgent ones go to the top of
 * the queue, newest first: water through a ceiling reported a minute ago must not wait below
 * yesterday's rides. The rest follow the requests: the overdue, most overdue first (the server's
 * order), then new ones of normal priority, newest first.
 */
import type { Ticket } from '../../../contract/helpdesk/helpdesk';

export interface WaitingComplaints {
  /** Urgent and not yet done with, newest first: above everything else. */
  urgent: Ticket[];
  /** Overdue ones of normal priority, then new ones: after the requests. */
  rest: Ticket[];
}

const newestFirst = (a: Ticket, b: Ticket) => Date.parse(b.created_at) - Date.parse(a.created_at);

export function waitingComplaints(
  fresh: readonly Ticket[],
  overdue: readonly Ticket[],
): WaitingComplaints {
  const overdueIds = new Set(overdue.map((ticket) => ticket.id));
  const unseen = fresh.filter((ticket) => !overdueIds.has(ticket.id));
  const all = [...overdue, ...unseen];
  return {
    urgent: all.filter((ticket) => ticket.priority === 'urgent').sort(newestFirst),
    rest: [
      ...overdue.filter((ticket) => ticket.priority !== 'urgent'),
      ...unseen.filter((ticket) => ticket.priority !== 'urgent').sort(newestFirst),
    ],
  };
}

/** How many complaints wait in all, counting those past the first page of either list. */
export function complaintCount(
  shown: WaitingComplaints,
  lists: readonly ({ tickets: readonly Ticket[]; total: number } | undefined)[],
): number {
  const beyondPage = lists.reduce(
    (sum, list) => sum + Math.max(0, (list?.total ?? 0) - (list?.tickets.length ?? 0)),
    0,
  );
  return shown.urgent.length + shown.rest.length + beyondPage;
}

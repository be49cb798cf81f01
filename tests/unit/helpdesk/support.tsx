/** Helpdesk tickets as the server sends them, and the resident's pages in a memory router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { HelpdeskCategory, Ticket, TicketDetail } from '../../../contract/helpdesk/helpdesk';
import { helpdeskKeys } from '../../../src/api/helpdesk';
import { createQueryClient } from '../../../src/app/query-client';
import HelpdeskPage from '../../../src/features/helpdesk/helpdesk-page';
import ReportPage from '../../../src/features/helpdesk/report-page';
import TicketPage from '../../../src/features/helpdesk/ticket-page';
import { db } from '../../../src/offline/db';

export const categories: HelpdeskCategory[] = [
  { id: '1', name: 'Plumbing', sla_hours: 24, ask_rwa_handovers: false },
  { id: '3', name: 'Lift', sla_hours: 4, ask_rwa_handovers: false },
];

export function aTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: '7',
    category_id: '1',
    category: 'Plumbing',
    title: 'Water leaking from the ceiling',
    description: 'Dripping onto the kitchen floor',
    location: 'Kitchen',
    priority: 'normal',
    status: 'Assigned',
    status_note: '',
    apartment_number: 'A101',
    reporter_name: 'Asha Rao',
    reporter_phone: '9000000002',
    assigned_to: 'Ramesh (plumber)',
    photo_url: '',
    thumbnail_url: '',
    sla_minutes: 1440,
    elapsed_seconds: 3600,
    clock_started_at: null,
    due_at: null,
    escalation_level: 0,
    created_at: '2025-03-10T02:00:00.000Z',
    updated_at: '2025-03-10T02:30:00.000Z',
    resolved_at: null,
    closed_at: null,
    rating: null,
    rating_comment: '',
    close_as: null,
    duplicate_of: null,
    latest_comment: null,
    comment_count: 0,
    mine: true,
    ...overrides,
  };
}

export function aDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...aTicket(),
    comments: [],
    history: [{ status: 'Open', note: '', at: '2025-03-10T02:00:00.000Z', by_role: 'member' }],
    ...overrides,
  };
}

export async function resetHelpdesk(): Promise<void> {
  await db.outbox.clear();
}

interface Saved {
  /** Answers saved on this phone earlier (the persisted query cache), and when. */
  categories?: HelpdeskCategory[];
  tickets?: Ticket[];
  ticket?: TicketDetail;
  savedAt?: number;
}

/** The resident's helpdesk pages, starting at `path`, with what the phone had saved. */
export function openHelpdesk(path: string, saved: Saved = {}) {
  const router = createMemoryRouter(
    [
      { path: '/helpdesk', Component: HelpdeskPage },
      { path: '/helpdesk/new', Component: ReportPage },
      { path: '/helpdesk/:ticketId', Component: TicketPage },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const updatedAt = saved.savedAt ?? Date.now();
  if (saved.categories) {
    queryClient.setQueryData(helpdeskKeys.categories, saved.categories, { updatedAt });
  }
  if (saved.tickets) {
    const list = { tickets: saved.tickets, total: saved.tickets.length };
    queryClient.setQueryData(helpdeskKeys.list({}), list, { updatedAt });
  }
  if (saved.ticket) {
    queryClient.setQueryData(helpdeskKeys.ticket(saved.ticket.id), saved.ticket, { updatedAt });
  }
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, user, queryClient, location, screen };
}

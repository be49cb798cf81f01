/** Tickets, a summary and categories as the server sends them, for the office's helpdesk tests. */
import type {
  HelpdeskCategory,
  HelpdeskSummary,
  Ticket,
  TicketDetail,
} from '../../contract/helpdesk/helpdesk';
import type { SeenRequest } from './support/fetch';

/** 18:10 in India on March 5, 2030. */
export const NOW = new Date('2030-03-05T12:40:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

export const categories: HelpdeskCategory[] = [
  { id: '1', name: 'Plumbing', sla_hours: 24, ask_rwa_handovers: false },
  { id: '3', name: 'Lift', sla_hours: 4, ask_rwa_handovers: false },
];

/** A lift ticket reported 6 h ago with a 4 h deadline, still running: overdue by 2 h. */
export const overdueTicket: Ticket = {
  id: '12',
  category_id: '3',
  category: 'Lift',
  title: 'Lift stuck at floor 3',
  description: 'The B tower lift stopped between floors.',
  location: 'Tower B',
  priority: 'urgent',
  status: 'Open',
  status_note: '',
  apartment_number: 'B204',
  reporter_name: 'Meena Iyer',
  reporter_phone: '9000000003',
  assigned_to: '',
  photo_url: '',
  thumbnail_url: '',
  sla_minutes: 240,
  elapsed_seconds: 0,
  clock_started_at: hoursAgo(6),
  due_at: hoursAgo(2),
  escalation_level: 1,
  created_at: hoursAgo(6),
  updated_at: hoursAgo(6),
  resolved_at: null,
  closed_at: null,
  rating: null,
  rating_comment: '',
  close_as: null,
  duplicate_of: null,
  latest_comment: null,
  comment_count: 0,
  mine: false,
};

/** A leak in progress with a day's deadline, 21 h of it left, assigned to Ramesh. */
export const leakTicket: Ticket = {
  ...overdueTicket,
  id: '15',
  category_id: '1',
  category: 'Plumbing',
  title: 'Leaking pipe under the sink',
  priority: 'normal',
  status: 'In progress',
  apartment_number: 'A101',
  reporter_name: 'Asha Rao',
  assigned_to: 'Ramesh (plumber)',
  sla_minutes: 1440,
  clock_started_at: hoursAgo(3),
  due_at: hoursAgo(-21),
  escalation_level: 0,
  created_at: hoursAgo(3),
  latest_comment: {
    author_name: 'Asha Rao',
    author_role: 'member',
    body: 'Still dripping',
    created_at: hoursAgo(1),
  },
  comment_count: 1,
};

export const detailOf = (ticket: Ticket, extra: Partial<TicketDetail> = {}): TicketDetail => ({
  ...ticket,
  comments: [],
  history: [],
  ...extra,
});

export const summary: HelpdeskSummary = {
  month: '2030-03',
  by_category: [
    { category_id: '3', category: 'Lift', open: 2, overdue: 1 },
    { category_id: '1', category: 'Plumbing', open: 5, overdue: 0 },
  ],
  open_total: 7,
  overdue_total: 1,
  resolved_this_month: 9,
  median_resolve_minutes: 320,
  within_sla_share: 0.834,
  average_rating: 4.26,
  ratings: 6,
};

export const queryOf = (request: SeenRequest) =>
  Object.fromEntries(new URL(request.url, 'http://x').searchParams);

export const pathOf = (request: SeenRequest) => new URL(request.url, 'http://x').pathname;

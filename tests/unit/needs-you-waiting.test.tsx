/**
 * "Needs you" holds everything that waits on the office (issue 35): a brand-new urgent complaint
 * nobody has taken, not only overdue ones, newest urgent first; and an answered request says
 * what the office did, not how long it has waited.
 */
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '../../contract/helpdesk/helpdesk';
import type { RequestItem } from '../../contract/requests/requests';
import AdminDashboardPage from '../../src/features/admin/admin-dashboard-page';
import { NOW, leakTicket, overdueTicket, queryOf } from './admin-helpdesk-support';
import { renderPage } from './golf-cart-support';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const ride: RequestItem = {
  kind: 'golf_cart',
  id: '3',
  title: 'Golf cart: Tower A → Clubhouse',
  date: '2030-03-05',
  time: '18:30',
  end_time: '',
  status: 'Requested',
  status_note: '',
  apartment_number: 'C303',
  phone_number: '9000000004',
  name: 'Asha Rao',
  details: '15 min',
  created_at: minutesAgo(12),
  history: [{ status: 'Requested', note: '', at: minutesAgo(12), by_role: 'member' }],
};

/** Water through a ceiling, reported 3 minutes ago as urgent: nobody has taken it yet. */
const ceiling: Ticket = {
  ...overdueTicket,
  id: '21',
  category: 'Plumbing',
  title: 'Water seeping from the ceiling',
  apartment_number: 'A101',
  sla_minutes: 720,
  clock_started_at: minutesAgo(3),
  due_at: minutesAgo(-717),
  escalation_level: 0,
  created_at: minutesAgo(3),
};
/** A normal complaint reported 40 minutes ago, not taken yet. */
const treadmill: Ticket = {
  ...ceiling,
  id: '22',
  category: 'Common area',
  title: 'Gym treadmill belt is torn',
  priority: 'normal',
  sla_minutes: 1440,
  created_at: minutesAgo(40),
  clock_started_at: minutesAgo(40),
};
/** Past its deadline while someone works on it. */
const lateLeak: Ticket = { ...leakTicket, due_at: minutesAgo(30), sla_minutes: 150 };

function ticketsByStatus(open: Ticket[], overdue: Ticket[]) {
  return (request: SeenRequest) => {
    const tickets = queryOf(request).status === 'Open' ? open : overdue;
    return { body: { tickets, total: tickets.length } };
  };
}

const queue = (page: ReturnType<typeof open>) =>
  within(page.screen.getByRole('region', { name: /^Needs you/ }));
const open = () => renderPage('/admin', AdminDashboardPage, '/admin', { retry: false });
const titles = (page: ReturnType<typeof open>) =>
  queue(page)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(rwa);
});
afterEach(() => vi.useRealTimers());

describe('"Needs you" holds what waits on the office', () => {
  it('shows a new urgent complaint nobody has taken at the top, newest urgent first', async () => {
    stubFetch({
      'requests/open': { body: [ride] },
      // The lift (urgent, 6 h old) is overdue and still Open: in both lists, shown once.
      'helpdesk/tickets': ticketsByStatus(
        [overdueTicket, treadmill, ceiling],
        [overdueTicket, lateLeak],
      ),
      'booking/booking-slots/Badminton': { body: [] },
    });
    const page = open();
    await page.screen.findByRole('heading', { name: 'Needs you (5)' });
    expect(titles(page)).toEqual([
      'Complaint #21: Water seeping from the ceiling',
      'Complaint #12: Lift stuck at floor 3',
      'Golf cart: Tower A → Clubhouse',
      'Complaint #15: Leaking pipe under the sink',
      'Complaint #22: Gym treadmill belt is torn',
    ]);
    const newest = within(queue(page).getAllByRole('article')[0]!);
    expect(newest.getByText('Urgent')).toBeTruthy();
    expect(newest.getByText('waiting 3 min')).toBeTruthy();
    expect(newest.getByText('Nobody yet')).toBeTruthy();
    expect(newest.getByRole('link').getAttribute('href')).toBe('/admin/helpdesk/21');
  });

  it('says what the office did to an accepted ride and when, not "waiting"', async () => {
    const accepted: RequestItem = {
      ...ride,
      status: 'Accepted',
      status_note: 'Cart 2',
      history: [
        ...ride.history,
        { status: 'Accepted', note: 'Cart 2', at: minutesAgo(2), by_role: 'rwa' },
      ],
    };
    stubFetch({
      'requests/open': { body: [accepted] },
      'helpdesk/tickets': { body: { tickets: [], total: 0 } },
      'booking/booking-slots/Badminton': { body: [] },
    });
    const page = open();
    await page.screen.findByRole('heading', { name: 'Needs you (1)' });
    const card = within(queue(page).getByRole('article'));
    // 18:08 in India: the ride was accepted two minutes before the 18:10 of NOW.
    expect(card.getByText('Accepted 6:08 PM')).toBeTruthy();
    expect(card.queryByText(/waiting/)).toBeNull();
  });
});

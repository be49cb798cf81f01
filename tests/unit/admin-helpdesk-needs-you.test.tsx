import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestItem } from '../../contract/requests/requests';
import AdminDashboardPage from '../../src/features/admin/admin-dashboard-page';
import { NOW, overdueTicket, queryOf } from './admin-helpdesk-support';
import { renderPage } from './golf-cart-support';
import { stubFetch } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

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
  created_at: '2030-03-05T12:28:00Z',
  history: [],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(rwa);
});
afterEach(() => vi.useRealTimers());

describe('"Needs you" on /admin: overdue complaints (issue 18)', () => {
  it('lists an overdue complaint with its flat and "Overdue by …", linked to its page, and counts it', async () => {
    const seen = stubFetch({
      'requests/open': { body: [ride] },
      'helpdesk/tickets': { body: { tickets: [overdueTicket], total: 1 } },
      'booking/booking-slots/Badminton': { body: [] },
    });
    const page = renderPage('/admin', AdminDashboardPage, '/admin', { retry: false });
    await page.screen.findByRole('heading', { name: 'Needs you (2)' });
    const queue = within(page.screen.getByRole('region', { name: /^Needs you/ }));
    const link = queue.getByRole('link', { name: 'Complaint #12: Lift stuck at floor 3' });
    expect(link.getAttribute('href')).toBe('/admin/helpdesk/12');
    const card = within(link.closest('article')!);
    expect(card.getByText('Overdue by 2 h')).toBeTruthy();
    expect(card.getByText('B204')).toBeTruthy();
    const asked = seen.filter((request) => request.url.includes('helpdesk/tickets'));
    expect(asked.map(queryOf)).toEqual(
      expect.arrayContaining([{ status: 'overdue' }, { status: 'Open' }]),
    );
  });
});

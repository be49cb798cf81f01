import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestItem } from '../../contract/requests/requests';
import type { CommunityUpdate } from '../../contract/content/updates';
import { createQueryClient } from '../../src/app/query-client';
import HomePage from '../../src/features/home/home-page';
import { stubFetch } from './support/fetch';
import { member, signInAs } from './support/render-app';

const item = (id: string, overrides: Partial<RequestItem>): RequestItem => ({
  kind: 'court',
  id,
  title: 'Badminton court',
  date: '2030-03-06',
  time: '07:00',
  end_time: '',
  status: 'Booked',
  status_note: '',
  apartment_number: 'A101',
  phone_number: member.id,
  name: 'Asha Rao',
  details: '60 min',
  created_at: '2030-03-04T10:00:00Z',
  history: [],
  ...overrides,
});

const update = (id: string, date: string, title: string): CommunityUpdate => ({
  id,
  title,
  date,
  content: 'Details inside.',
  category: 'Notice',
});

function renderHome(requests: RequestItem[], updates: CommunityUpdate[] = []) {
  stubFetch({
    'requests/mine': { body: requests },
    'updates/updates': { body: updates },
    'booking/bookings-by-user/9000000002': { body: { bookings: [] } },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // 18:10 in India on March 5, 2030.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-05T12:40:00Z'));
});

describe('Today on a resident’s home page', () => {
  it('shows the next three live rides and bookings, soonest first, with their status', async () => {
    signInAs(member);
    renderHome([
      item('1', { date: '2030-03-09', title: 'Tennis court' }),
      item('2', { date: '2030-03-06', time: '09:00', status: 'Cancelled' }),
      item('3', {
        kind: 'golf_cart',
        title: 'Golf cart: Tower A → Clubhouse',
        date: '2030-03-05',
        time: '18:30',
        status: 'Accepted',
        status_note: 'Cart 2, about 10 min',
      }),
      item('4', { date: '2030-03-01', title: 'Squash court' }),
      item('5', {
        kind: 'banquet',
        title: 'Banquet hall: Birthday',
        date: '2030-03-08',
        time: '18:00',
        end_time: '22:00',
        status: 'Pending',
      }),
      item('6', { date: '2030-03-06', time: '07:00' }),
    ]);
    const today = await screen.findByRole('region', { name: 'Today' });
    const next = await within(today).findByRole('list', { name: 'Coming up' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Today at 6:30 PMGolf cart: Tower A → ClubhouseAcceptedCart 2, about 10 min',
      'Tomorrow at 7:00 AMBadminton courtBooked',
      'Fri 8 Mar at 6:00 PM–10:00 PMBanquet hall: BirthdayPending',
    ]);
    expect(within(today).getByRole('link', { name: 'All my requests' }).getAttribute('href')).toBe(
      '/my-requests',
    );
  });

  it('shows the latest community update, and a slimmer welcome', async () => {
    signInAs(member);
    renderHome(
      [],
      [
        update('1', '2030-03-01', 'Pool closed'),
        update('2', '2030-03-04', 'Holi party on the lawn'),
      ],
    );
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(await within(today).findByRole('link', { name: 'Holi party on the lawn' })).toBeTruthy();
    expect(within(today).getByText(/^Nothing booked/)).toBeTruthy();
    const hero = screen.getByRole('region', { name: 'Welcome to Gatehouse' });
    expect(within(hero).getByText('Good to see you, Asha.')).toBeTruthy();
    expect(within(hero).queryByText(/even when the network drops/)).toBeNull();
  });

  it('is not shown to visitors', () => {
    renderHome([]);
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(screen.getByText(/even when the network drops/)).toBeTruthy();
  });
});

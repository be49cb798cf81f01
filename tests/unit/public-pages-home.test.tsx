import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract';
import { setSession } from '../../src/api/session';
import { createQueryClient } from '../../src/app/query-client';
import HomePage from '../../src/features/home/home-page';
import { stubFetch } from './support/fetch';

const resident = (role: SessionUser['role']): SessionUser => ({
  id: role === 'RWA' ? '9000000001' : '9000000002',
  name: 'Asha Rao',
  email: 'asha@example.com',
  role,
  apartmentNumber: role === 'RWA' ? '' : 'A101',
  canBookSports: role === 'MEMBER',
});

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

// A member's home loads Your Bookings and Today (lazily, with queries): give them empty answers.
function renderHome() {
  stubFetch({
    'booking/bookings-by-user/9000000002': { body: { bookings: [] } },
    'requests/mine': { body: [] },
    'updates/updates': { body: [] },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tileNames = [
  'Sports Facilities',
  'Banquet Hall',
  'Golf Cart Service',
  'Concierge Services',
  'View Documents',
  'Newsletter',
  'Event Calendar',
  'Gallery',
  'Ask RWA',
  'Lost & Found',
  'Restaurant Menu',
  'My Requests',
  'Visitors',
  'Helpdesk',
  'Maintenance Dues',
];

const tiles = () => within(screen.getByRole('region', { name: 'Services' })).getAllByRole('link');

describe('home page (SPEC.md §2 "/")', () => {
  it('welcomes the visitor and shows the 4 court pictures', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Gatehouse');
    const carousel = screen.getByRole('region', { name: 'Our courts and clubhouse' });
    expect(within(carousel).getByRole('group').getAttribute('aria-label')).toBe('1 of 4');
    expect(within(carousel).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4);
  });

  it('lists the service tiles in order, each a link with a one-line description', () => {
    setSession(resident('MEMBER'), 'token');
    renderHome();
    expect(tiles()).toEqual(tileNames.map((name) => screen.getByRole('link', { name })));
    expect(tiles().map((tile) => tile.getAttribute('href'))).toEqual([
      '/facilities?category=sports',
      '/banquet-hall-booking',
      '/golf-cart',
      '/concierge',
      '/documents',
      '/newsletter',
      '/event-calendar',
      '/gallery',
      '/ask-rwa',
      '/lost-and-found',
      '/restaurant-menu',
      '/my-requests',
      '/visitors',
      '/helpdesk',
      '/dues',
    ]);
    const newsletter = screen.getByRole('link', { name: 'Newsletter' });
    const description = (newsletter.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toBe('Monthly community newsletter');
  });

  it('sends a visitor who clicks a tile to the login page, remembering the tile', () => {
    renderHome();
    fireEvent.click(screen.getByRole('link', { name: 'Sports Facilities' }));
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(location.split('?')[1]).get('from')).toBe(
      '/facilities?category=sports',
    );
  });

  it('opens the service itself for a signed-in resident', () => {
    setSession(resident('MEMBER'), 'token');
    renderHome();
    fireEvent.click(screen.getByRole('link', { name: 'Lost & Found' }));
    expect(screen.getByTestId('location').textContent).toBe('/lost-and-found');
  });

  it('shows the collapsible Your Bookings panel to a member', () => {
    setSession(resident('MEMBER'), 'token');
    renderHome();
    const toggle = screen.getByRole('button', { name: 'Your Bookings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content?.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(content?.hidden).toBe(true);
  });

  it('keeps Your Bookings from visitors and from the RWA', () => {
    renderHome();
    expect(screen.queryByRole('button', { name: 'Your Bookings' })).toBeNull();
    act(() => setSession(resident('RWA'), 'token'));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Your Bookings' })).toBeNull();
  });

  it('shows the placeholder when a court picture fails to load', () => {
    renderHome();
    const picture = screen.getByRole('img', { name: /badminton court/i });
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe('/images/placeholder.svg');
  });
});

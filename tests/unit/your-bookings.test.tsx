import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offeredSportTypes, type Booking } from '../../contract/bookings/bookings';
import { shouldPersistQuery } from '../../src/api/query-persistence';
import { setSession } from '../../src/api/session';
import HomePage from '../../src/features/home/home-page';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { stubFetch, type SeenRequest } from './support/fetch';
import { member, rwa, signInAs } from './support/render-app';
import { renderPage } from './golf-cart-support';

const listPath = `booking/bookings-by-user/${member.id}`;

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  booking_id: '12',
  booking_date: '2099-03-05',
  time_slot: '10:00',
  duration: 60,
  sport_type: 'Badminton',
  booking_status: 'Booked',
  ...overrides,
});

const openHome = () => renderPage('/', HomePage, '/', { retry: false });
const sportOf = (request: SeenRequest) =>
  new URL(request.url, 'http://x').searchParams.get('sport_type');
// The panel's own reads; a member's home also asks for Today's requests and updates.
const gets = (seen: SeenRequest[]) =>
  seen.filter((request) => request.method === 'GET' && request.url.includes(listPath));

afterEach(() => reportApiSuccess());

describe('Your Bookings on the home page (SPEC.md §2, §4, §8)', () => {
  it('is shown to a signed-in member only, never to a visitor or the RWA', async () => {
    const seen = stubFetch({ [listPath]: { body: { bookings: [] } } });
    const visitor = openHome();
    expect(visitor.screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(visitor.screen.queryByRole('button', { name: 'Your Bookings' })).toBeNull();
    cleanup();

    signInAs(rwa);
    const admin = openHome();
    expect(admin.screen.queryByRole('button', { name: 'Your Bookings' })).toBeNull();
    cleanup();
    expect(seen).toHaveLength(0);

    signInAs(member);
    const home = openHome();
    expect(home.screen.getByRole('button', { name: 'Your Bookings' })).toBeTruthy();
    expect(await home.screen.findByText('No bookings found')).toBeTruthy();
  });

  it('shows every kind at first and asks again for one sport, TT/Yoga as TT-Yoga', async () => {
    signInAs(member);
    const seen = stubFetch({
      [listPath]: (request) => ({
        body: {
          bookings: sportOf(request) === 'Tennis' ? [booking({ sport_type: 'Tennis' })] : [],
        },
      }),
    });
    const app = openHome();
    const filter = await app.screen.findByLabelText<HTMLSelectElement>('Sport');
    expect(filter.value).toBe('All');
    expect([...filter.options].map((option) => option.value)).toEqual([
      'All',
      ...offeredSportTypes,
    ]);
    expect(await app.screen.findByText('No bookings found')).toBeTruthy();
    expect(app.screen.getByText('Your future bookings will appear here')).toBeTruthy();
    expect(sportOf(gets(seen)[0]!)).toBeNull();

    await app.user.selectOptions(filter, 'Tennis');
    const list = await app.screen.findByRole('list', { name: 'Your Tennis bookings' });
    expect(within(list).getByText('March 5, 2099 · 10:00 AM · 60 min')).toBeTruthy();

    await app.user.selectOptions(filter, 'TT/Yoga');
    expect(await app.screen.findByText('No bookings found for TT/Yoga')).toBeTruthy();
    expect(gets(seen).map(sportOf)).toEqual([null, 'Tennis', 'TT-Yoga']);
  });

  it("shows dates as 'MMMM d, yyyy', 'Invalid date' when unreadable and 'N/A' when missing", async () => {
    signInAs(member);
    stubFetch({
      [listPath]: {
        body: {
          bookings: [
            booking({ booking_id: '1', booking_date: '2099-12-31' }),
            booking({ booking_id: '2', booking_date: 'someday' }),
            booking({ booking_id: '3', booking_date: '' }),
          ],
        },
      },
    });
    const app = openHome();
    const items = within(await app.screen.findByRole('list', { name: /bookings/ })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('p:last-child')?.textContent)).toEqual([
      'December 31, 2099 · 10:00 AM · 60 min',
      'Invalid date · 10:00 AM · 60 min',
      'N/A · 10:00 AM · 60 min',
    ]);
  });

  it('colours the status badge whatever its case: green, yellow, red, else grey', async () => {
    signInAs(member);
    const statuses = ['BOOKED', 'confirmed', 'Pending', 'CANCELLED', 'Declined'];
    stubFetch({
      [listPath]: {
        body: {
          bookings: statuses.map((status, index) =>
            booking({ booking_id: String(index), booking_status: status }),
          ),
        },
      },
    });
    const app = openHome();
    await app.screen.findByRole('list', { name: /bookings/ });
    const tones = statuses.map((status) => app.screen.getByText(status).className);
    expect(tones[0]).toMatch(/success/);
    expect(tones[1]).toMatch(/success/);
    expect(tones[2]).toMatch(/warning/);
    expect(tones[3]).toMatch(/danger/);
    expect(tones[4]).toMatch(/neutral/);
  });

  it('offers Cancel only for a booking still ahead in India time and not cancelled', async () => {
    // 09:30 in India on March 5, 2030 (04:00 UTC).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-05T04:00:00Z'));
    signInAs(member);
    stubFetch({
      [listPath]: {
        body: {
          bookings: [
            booking({ booking_id: '1', booking_date: '2030-03-05', time_slot: '09:00' }),
            booking({ booking_id: '2', booking_date: '2030-03-05', time_slot: '10:00' }),
            booking({ booking_id: '3', booking_date: '2030-03-06', booking_status: 'cancelled' }),
            booking({ booking_id: '4', booking_date: 'someday' }),
          ],
        },
      },
    });
    const app = openHome();
    await app.screen.findByRole('list', { name: /bookings/ });
    expect(
      app.screen
        .getAllByRole('button', { name: /^Cancel / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Cancel Badminton booking on March 5, 2030 at 10:00 AM']);
  });

  it('cancels after a confirmation by setting the status to Cancelled, then reloads the list', async () => {
    signInAs(member);
    let status = 'Booked';
    const seen = stubFetch({
      [listPath]: () => ({ body: { bookings: [booking({ booking_status: status })] } }),
      'booking/update-booking-status/12': () => {
        status = 'Cancelled';
        return {
          body: {
            booking_id: '12',
            booking_status: 'Cancelled',
            message: 'Booking status updated',
          },
        };
      },
    });
    const app = openHome();
    await app.user.click(
      await app.screen.findByRole('button', {
        name: 'Cancel Badminton booking on March 5, 2099 at 10:00 AM',
      }),
    );
    const dialog = app.screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);

    await app.user.click(app.screen.getByRole('button', { name: /^Cancel Badminton booking/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await app.screen.findByText('Cancelled')).toBeTruthy();
    const put = seen.find((request) => request.method === 'PUT');
    expect(new URL(put!.url, 'http://x').searchParams.get('new_status')).toBe('Cancelled');
    expect(gets(seen)).toHaveLength(2);
    expect(app.screen.queryByRole('button', { name: /^Cancel Badminton booking/ })).toBeNull();
  });

  it("replaces the list with 'Failed to load bookings. Please try again later.'", async () => {
    signInAs(member);
    stubFetch({ [listPath]: { status: 500, body: { detail: 'Internal server error' } } });
    const app = openHome();
    expect(
      await app.screen.findByText('Failed to load bookings. Please try again later.'),
    ).toBeTruthy();
    expect(app.screen.queryByRole('list', { name: /bookings/ })).toBeNull();
  });

  it("treats a 404 as no bookings, and says 'User ID is required' without a user id", async () => {
    signInAs(member);
    stubFetch({ [listPath]: { status: 404, body: { detail: 'Not found' } } });
    const app = openHome();
    expect(await app.screen.findByText('No bookings found')).toBeTruthy();
    cleanup();

    const seen = stubFetch({});
    setSession({ ...member, id: '' }, 'token');
    const nobody = openHome();
    expect(await nobody.screen.findByText('User ID is required')).toBeTruthy();
    expect(gets(seen)).toHaveLength(0);
  });

  it("keeps the list and says 'Failed to cancel booking. Please try again.' above it", async () => {
    signInAs(member);
    stubFetch({
      [listPath]: { body: { bookings: [booking()] } },
      'booking/update-booking-status/12': { status: 500, body: {} },
    });
    const app = openHome();
    await app.user.click(await app.screen.findByRole('button', { name: /^Cancel Badminton/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Cancel booking' }));
    const alert = await app.screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to cancel booking. Please try again.');
    const list = app.screen.getByRole('list', { name: /bookings/ });
    expect(alert.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offline, shows the saved list marked with its time and disables Cancel', async () => {
    signInAs(member);
    stubFetch({ [listPath]: { body: { bookings: [booking()] } } });
    const app = openHome();
    const cancel = await app.screen.findByRole<HTMLButtonElement>('button', {
      name: /^Cancel Badminton/,
    });
    const query = app.queryClient
      .getQueryCache()
      .find({ queryKey: ['bookings', 'user', member.id, 'All'] });
    expect(query && shouldPersistQuery(query)).toBe(true);

    reportApiFailure();
    expect(
      await app.screen.findByText(/^Offline — showing what was saved at \d{1,2}:\d\d [AP]M\. /),
    ).toBeTruthy();
    expect(app.screen.getByText('March 5, 2099 · 10:00 AM · 60 min')).toBeTruthy();
    await waitFor(() => expect(cancel.disabled).toBe(true));
    const reason = document.getElementById(cancel.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain(
      'Bookings need a connection. Connect to the internet to book.',
    );
  });
});

import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarBooking } from '../../contract/bookings/bookings';
import AdminDashboardPage from '../../src/features/admin/admin-dashboard-page';
import { calendarOfflineMessage } from '../../src/features/admin/booking-calendar';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { renderPage } from './golf-cart-support';

const court = (overrides: Partial<CalendarBooking> = {}): CalendarBooking => ({
  booking_id: '12',
  booking_date: '2030-03-05',
  time_slot: '10:00',
  duration: 60,
  sport_type: 'Badminton',
  booking_status: 'Booked',
  apartment_number: 'A101',
  phone_number: '9000000002',
  ...overrides,
});

const banquet = (overrides: Partial<CalendarBooking> = {}): CalendarBooking =>
  court({
    booking_id: '7',
    booking_date: '2030-03-06',
    time_slot: '18:00',
    end_time: '22:00',
    duration: 240,
    sport_type: 'Banquet',
    booking_status: 'Pending',
    purpose: 'Birthday party',
    expected_guests: 80,
    contact_name: 'Asha Rao',
    contact_phone: '9000000003',
    ...overrides,
  });

const url = (request: SeenRequest) => new URL(request.url, 'http://x');
// The calendar's own reads; the dashboard's "Needs you" asks for requests/open beside them.
const gets = (seen: SeenRequest[]) =>
  seen.filter((request) => request.method === 'GET' && request.url.includes('booking-slots'));
const puts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'PUT');
const column = (name: string) =>
  document.querySelector<HTMLElement>(
    `section[aria-labelledby="${[...document.querySelectorAll('h3')].find((h) => h.textContent?.startsWith(name))?.id}"]`,
  )!;

const openDashboard = () => renderPage('/admin', AdminDashboardPage, '/admin', { retry: false });

beforeEach(() => {
  // 01:30 on March 5 in India while it is still March 4 in UTC: the days must be India's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-04T20:00:00Z'));
  signInAs(rwa);
});
afterEach(() => reportApiSuccess());

describe('Booking Calendar on /admin (SPEC.md §2)', () => {
  it("lists today's and tomorrow's bookings in India time, asking only for those two days", async () => {
    const seen = stubFetch({
      'booking/booking-slots/Badminton': {
        body: [
          court(),
          court({ booking_id: '13', booking_date: '2030-03-06', time_slot: '07:00' }),
        ],
      },
    });
    const app = openDashboard();
    expect(app.screen.getByRole('heading', { name: 'Booking Calendar' })).toBeTruthy();
    await app.screen.findAllByText('60 min');
    const today = column('Today');
    expect(within(today).getByRole('heading').textContent).toBe('Today · Tue 5 Mar');
    expect(within(today).getByText('10:00 AM')).toBeTruthy();
    expect(within(today).getByText('A101')).toBeTruthy();
    expect(within(today).getByRole('link', { name: '9000000002' })).toBeTruthy();
    expect(within(today).getByText('Booked')).toBeTruthy();
    expect(within(column('Tomorrow')).getByText('7:00 AM')).toBeTruthy();
    const query = url(gets(seen)[0]!).searchParams;
    expect([query.get('from'), query.get('to')]).toEqual(['2030-03-05', '2030-03-06']);
  });

  it('offers every sport with a court, Banquet included, and sends TT/Yoga as TT-Yoga', async () => {
    const seen = stubFetch({
      'booking/booking-slots/Badminton': { body: [] },
      'booking/booking-slots/TT-Yoga': { body: [] },
      'booking/booking-slots/Banquet': { body: [banquet()] },
    });
    const app = openDashboard();
    const sport = app.screen.getByLabelText<HTMLSelectElement>('Sport');
    // Football has no court (SPEC.md §3), so no booking of it can exist to show.
    expect([...sport.options].map((option) => option.value)).toEqual([
      'Badminton',
      'Tennis',
      'Volleyball',
      'Squash',
      'TT/Yoga',
      'Banquet',
    ]);
    await app.screen.findAllByText('No Badminton bookings.');
    await app.user.selectOptions(sport, 'TT/Yoga');
    await app.screen.findAllByText('No TT/Yoga bookings.');
    await app.user.selectOptions(sport, 'Banquet');
    const tomorrow = column('Tomorrow');
    expect(await within(tomorrow).findByText('6:00 PM–10:00 PM')).toBeTruthy();
    expect(within(tomorrow).getByText('Birthday party')).toBeTruthy();
    expect(within(tomorrow).getByText('80')).toBeTruthy();
    expect(within(tomorrow).getByText('Asha Rao, 9000000003')).toBeTruthy();
    expect(gets(seen).map((request) => url(request).pathname)).toEqual([
      '/api/booking/booking-slots/Badminton',
      '/api/booking/booking-slots/TT-Yoga',
      '/api/booking/booking-slots/Banquet',
    ]);
  });

  it('moves both columns a day at a time, and back to today', async () => {
    const seen = stubFetch({ 'booking/booking-slots/Badminton': { body: [] } });
    const app = openDashboard();
    const headings = () =>
      app.screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    const back = app.screen.getByRole<HTMLButtonElement>('button', { name: 'Back to today' });
    expect(back.disabled).toBe(true);

    await app.user.click(app.screen.getByRole('button', { name: 'Next day' }));
    expect(headings()).toEqual(['Tomorrow · Wed 6 Mar', 'March 7, 2030']);
    await app.user.click(app.screen.getByRole('button', { name: 'Previous day' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Previous day' }));
    expect(headings()).toEqual(['March 4, 2030', 'Today · Tue 5 Mar']);
    await app.user.click(back);
    expect(headings()).toEqual(['Today · Tue 5 Mar', 'Tomorrow · Wed 6 Mar']);

    await waitFor(() => expect(gets(seen).length).toBeGreaterThanOrEqual(3));
    const ranges = gets(seen).map((request) => url(request).searchParams.get('from'));
    expect(ranges).toEqual(expect.arrayContaining(['2030-03-05', '2030-03-06', '2030-03-04']));
  });

  it('confirms a pending banquet request with a note for the resident, then reloads', async () => {
    let status = 'Pending';
    const seen = stubFetch({
      'booking/booking-slots/Banquet': () => ({ body: [banquet({ booking_status: status })] }),
      'booking/update-booking-status/7': (request) => {
        status = url(request).searchParams.get('new_status') ?? status;
        return {
          body: { booking_id: '7', booking_status: status, message: 'Booking status updated' },
        };
      },
    });
    const app = openDashboard();
    await app.user.selectOptions(app.screen.getByLabelText('Sport'), 'Banquet');
    await app.user.click(
      await app.screen.findByRole('button', {
        name: 'Confirm Banquet booking on March 6, 2030 at 6:00 PM',
      }),
    );
    const prompt = app.screen.getByRole('alertdialog', { name: 'Confirm this banquet request?' });
    await app.user.type(within(prompt).getByLabelText('Note (optional)'), 'Deposit by Friday');
    await app.user.click(within(prompt).getByRole('button', { name: 'Confirm banquet request' }));
    expect(await app.screen.findByText('Confirmed')).toBeTruthy();
    expect(puts(seen).map((request) => [...url(request).searchParams.entries()].sort())).toEqual([
      [
        ['new_status', 'Confirmed'],
        ['reason', 'Deposit by Friday'],
      ],
    ]);
    expect(app.screen.queryByRole('button', { name: /^Confirm Banquet/ })).toBeNull();
    expect(gets(seen).filter((r) => url(r).pathname.endsWith('Banquet')).length).toBe(2);
  });

  it('draws the buttons from the lifecycles: Confirm/Decline a pending banquet, Cancel a confirmed one or a booked court', async () => {
    stubFetch({
      'booking/booking-slots/Badminton': {
        body: [
          court(),
          court({ booking_id: '15', time_slot: '12:00', booking_status: 'Cancelled' }),
        ],
      },
      'booking/booking-slots/Banquet': {
        body: [
          banquet(),
          banquet({
            booking_id: '8',
            time_slot: '09:00',
            end_time: '12:00',
            booking_status: 'Confirmed',
          }),
          banquet({
            booking_id: '9',
            time_slot: '13:00',
            end_time: '15:00',
            booking_status: 'Declined',
          }),
        ],
      },
    });
    const app = openDashboard();
    const labels = async (container: HTMLElement) =>
      within(container)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
        .filter(Boolean);
    await app.screen.findByText('12:00 PM');
    expect(await labels(column('Today'))).toEqual([
      'Cancel Badminton booking on March 5, 2030 at 10:00 AM',
    ]);
    await app.user.selectOptions(app.screen.getByLabelText('Sport'), 'Banquet');
    await within(column('Tomorrow')).findByText('6:00 PM–10:00 PM');
    expect(await labels(column('Tomorrow'))).toEqual([
      'Cancel Banquet booking on March 6, 2030 at 9:00 AM',
      'Confirm Banquet booking on March 6, 2030 at 6:00 PM',
      'Decline Banquet booking on March 6, 2030 at 6:00 PM',
    ]);
  });

  it('declines a pending request and cancels a confirmed one only with a reason, sent as `reason`', async () => {
    const statuses: Record<string, string> = { '7': 'Pending', '8': 'Confirmed' };
    const seen = stubFetch({
      'booking/booking-slots/Banquet': () => ({
        body: [
          banquet({ booking_status: statuses['7'] }),
          banquet({
            booking_id: '8',
            time_slot: '09:00',
            end_time: '12:00',
            booking_status: statuses['8'],
          }),
        ],
      }),
      ...Object.fromEntries(
        ['7', '8'].map((id) => [
          `booking/update-booking-status/${id}`,
          (request: SeenRequest) => {
            statuses[id] = url(request).searchParams.get('new_status') ?? '';
            return {
              body: {
                booking_id: id,
                booking_status: statuses[id],
                message: 'Booking status updated',
              },
            };
          },
        ]),
      ),
    });
    const app = openDashboard();
    await app.user.selectOptions(app.screen.getByLabelText('Sport'), 'Banquet');
    await app.user.click(
      await app.screen.findByRole('button', {
        name: 'Decline Banquet booking on March 6, 2030 at 6:00 PM',
      }),
    );
    let dialog = app.screen.getByRole('alertdialog', { name: 'Decline this banquet request?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(puts(seen)).toHaveLength(0);

    await app.user.click(app.screen.getByRole('button', { name: /^Decline Banquet/ }));
    dialog = app.screen.getByRole('alertdialog', { name: 'Decline this banquet request?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline banquet request' }));
    expect(
      within(dialog).getByText('Please give a reason, so the resident knows why.'),
    ).toBeTruthy();
    expect(puts(seen)).toHaveLength(0);
    await app.user.type(within(dialog).getByLabelText('Reason'), 'The hall is being repainted');
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline banquet request' }));
    expect(await app.screen.findByText('The banquet request is now Declined.')).toBeTruthy();
    await waitFor(() =>
      expect(app.screen.queryByRole('button', { name: /^Decline Banquet/ })).toBeNull(),
    );

    await app.user.click(app.screen.getByRole('button', { name: /^Cancel Banquet/ }));
    dialog = app.screen.getByRole('alertdialog', { name: 'Cancel this banquet request?' });
    await app.user.type(within(dialog).getByLabelText('Reason'), 'Water supply cut that evening');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel banquet request' }));
    await waitFor(() => expect(puts(seen)).toHaveLength(2));
    expect(
      puts(seen).map((request) => [
        url(request).pathname,
        url(request).searchParams.get('new_status'),
        url(request).searchParams.get('reason'),
      ]),
    ).toEqual([
      ['/api/booking/update-booking-status/7', 'Declined', 'The hall is being repainted'],
      ['/api/booking/update-booking-status/8', 'Cancelled', 'Water supply cut that evening'],
    ]);
  });

  it('shows no Cancel on a cancelled booking', async () => {
    stubFetch({
      'booking/booking-slots/Badminton': {
        body: [
          court(),
          court({ booking_id: '14', time_slot: '11:00', booking_status: 'cancelled' }),
        ],
      },
    });
    const app = openDashboard();
    await app.screen.findByText('cancelled');
    expect(
      app.screen
        .getAllByRole('button', { name: /^Cancel Badminton/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Cancel Badminton booking on March 5, 2030 at 10:00 AM']);
  });

  it("says 'Failed to fetch bookings', and the server's reason when a change is refused", async () => {
    stubFetch({ 'booking/booking-slots/Badminton': { status: 500, body: {} } });
    const app = openDashboard();
    expect(await app.screen.findByText('Failed to fetch bookings')).toBeTruthy();
    expect(app.screen.queryByText('No Badminton bookings.')).toBeNull();

    stubFetch({
      'booking/booking-slots/Badminton': { body: [] },
      'booking/booking-slots/Banquet': { body: [banquet()] },
      'booking/update-booking-status/7': {
        status: 409,
        body: { detail: 'Another banquet booking is already confirmed for that time.' },
      },
    });
    await app.user.selectOptions(app.screen.getByLabelText('Sport'), 'Banquet');
    await app.user.click(await app.screen.findByRole('button', { name: /^Confirm Banquet/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm banquet request' }));
    expect(
      await app.screen.findByText('Another banquet booking is already confirmed for that time.'),
    ).toBeTruthy();
  });

  it('offline, keeps the last list with its time and disables the changes, saying why', async () => {
    stubFetch({ 'booking/booking-slots/Badminton': { body: [court()] } });
    const app = openDashboard();
    const cancel = await app.screen.findByRole<HTMLButtonElement>('button', {
      name: /^Cancel Badminton/,
    });
    reportApiFailure();
    expect(
      await app.screen.findByText(/^Offline — showing what was saved at \d{1,2}:\d\d [AP]M\. /),
    ).toBeTruthy();
    expect(cancel.disabled).toBe(true);
    expect(
      document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain(calendarOfflineMessage);
  });
});

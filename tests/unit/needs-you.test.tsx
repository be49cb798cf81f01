import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '../../contract/contact/contact';
import { contactMessages } from '../../contract/contact/messages';
import type { GolfCartRide } from '../../contract/golf-cart/golf-cart';
import type { RequestItem } from '../../contract/requests/requests';
import AdminDashboardPage from '../../src/features/admin/admin-dashboard-page';
import { needsYouEmpty } from '../../src/features/admin/needs-you';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { renderPage } from './golf-cart-support';

const banquet: RequestItem = {
  kind: 'banquet',
  id: '7',
  title: 'Banquet hall: Birthday',
  date: '2030-03-08',
  time: '18:00',
  end_time: '22:00',
  status: 'Pending',
  status_note: '',
  apartment_number: 'A101',
  phone_number: '9000000002',
  name: 'Asha Rao',
  details: '80 guests',
  created_at: '2030-03-05T10:00:00Z',
  history: [],
};
const ride: RequestItem = {
  ...banquet,
  kind: 'golf_cart',
  id: '3',
  title: 'Golf cart: Tower A → Clubhouse',
  date: '2030-03-05',
  time: '18:30',
  end_time: '',
  status: 'Requested',
  apartment_number: 'C303',
  details: '15 min',
  created_at: '2030-03-05T12:28:00Z',
};
const rideReply = (status: string, note = ''): GolfCartRide => ({
  request_id: '3',
  pickup_location: 'Tower A',
  dropoff_location: 'Clubhouse',
  duration: 15,
  date: '2030-03-05',
  time: '18:30',
  comments: '',
  user_id: '9000000004',
  apartment_number: 'C303',
  phone_number: '9000000004',
  status: status as GolfCartRide['status'],
  status_note: note,
  created_at: ride.created_at,
});

const queue = () => screen.getByRole('region', { name: /^Needs you/ });
const puts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'PUT');
const open = () => renderPage('/admin', AdminDashboardPage, '/admin', { retry: false });

beforeEach(() => {
  // 18:10 in India on March 5, 2030.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-05T12:40:00Z'));
  signInAs(rwa);
});
afterEach(() => vi.useRealTimers());

describe('"Needs you" on /admin', () => {
  it('lists what waits on the office, oldest first, with how long it has waited and its moves', async () => {
    stubFetch({
      'requests/open': { body: [banquet, ride] },
      'booking/booking-slots/Badminton': { body: [] },
    });
    const page = open();
    await page.screen.findByRole('heading', { name: 'Needs you (2)' });
    const items = within(queue()).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Banquet hall: Birthday',
      'Golf cart: Tower A → Clubhouse',
    ]);
    expect(within(items[0]!).getByText('waiting 2 h 40 min')).toBeTruthy();
    expect(within(items[0]!).getByText('Fri 8 Mar at 6:00 PM–10:00 PM')).toBeTruthy();
    expect(within(items[1]!).getByText('waiting 12 min')).toBeTruthy();
    expect(within(items[1]!).getByText('Today at 6:30 PM')).toBeTruthy();
    const buttons = (item: HTMLElement) =>
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(items[0]!)).toEqual(['Confirm', 'Decline']);
    expect(buttons(items[1]!)).toEqual(['Accept', 'Decline']);
  });

  it('declines a banquet request only with a reason; the answer leaves the queue and focus goes to its heading', async () => {
    let waiting = [banquet, ride];
    const seen = stubFetch({
      'requests/open': () => ({ body: waiting }),
      'booking/booking-slots/Badminton': { body: [] },
      'booking/update-booking-status/7': () => {
        waiting = [ride];
        return {
          body: { booking_id: '7', booking_status: 'Declined', message: 'Booking status updated' },
        };
      },
    });
    const page = open();
    await page.user.click(await page.screen.findByRole('button', { name: /^Decline Banquet/ }));
    const dialog = page.screen.getByRole('alertdialog', { name: 'Decline this banquet request?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Decline banquet request' }));
    expect(
      within(dialog).getByText('Please give a reason, so the resident knows why.'),
    ).toBeTruthy();
    expect(puts(seen)).toHaveLength(0);
    await page.user.type(within(dialog).getByLabelText('Reason'), 'Hall booked for the AGM');
    await page.user.click(within(dialog).getByRole('button', { name: 'Decline banquet request' }));

    expect(await page.screen.findByText('The banquet request is now Declined.')).toBeTruthy();
    const query = new URL(puts(seen)[0]!.url, 'http://x').searchParams;
    expect([query.get('new_status'), query.get('reason')]).toEqual([
      'Declined',
      'Hall booked for the AGM',
    ]);
    const heading = await page.screen.findByRole('heading', { name: 'Needs you (1)' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('accepts a ride with an optional note, and moves it on', async () => {
    let waiting = [ride];
    const seen = stubFetch({
      'requests/open': () => ({ body: waiting }),
      'booking/booking-slots/Badminton': { body: [] },
      'golf-cart/golf-cart/requests/3/status': (request) => {
        const body = request.body as { status: string; note?: string };
        waiting = [{ ...ride, status: body.status, status_note: body.note ?? '' }];
        return { body: rideReply(body.status, body.note) };
      },
    });
    const page = open();
    await page.user.click(await page.screen.findByRole('button', { name: /^Accept Golf cart/ }));
    const dialog = page.screen.getByRole('alertdialog', { name: 'Accept this ride?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Accept ride' }));
    // Said under the heading, where the answered card was (issue 35).
    const said = await within(queue()).findByRole('status');
    await waitFor(() => expect(said.textContent).toContain('The ride is now Accepted.'));
    await waitFor(() =>
      expect(
        within(within(queue()).getByRole('list', { name: 'What waits on the office' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['On the way', 'Decline']),
    );
    expect(puts(seen).map((request) => request.body)).toEqual([{ status: 'Accepted' }]);
  });

  it('says so when nothing waits', async () => {
    stubFetch({
      'requests/open': { body: [] },
      'booking/booking-slots/Badminton': { body: [] },
    });
    const page = open();
    expect(await page.screen.findByText(needsYouEmpty)).toBeTruthy();
    expect(page.screen.getByRole('heading', { name: 'Needs you' })).toBeTruthy();
  });

  it('asks again every 30 s, so a new request appears without a reload', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-03-05T12:40:00Z'));
    let waiting: RequestItem[] = [];
    stubFetch({
      'requests/open': () => ({ body: waiting }),
      'booking/booking-slots/Badminton': { body: [] },
    });
    const page = open();
    await page.screen.findByText(needsYouEmpty);
    waiting = [ride];
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await page.screen.findByRole('heading', { name: 'Needs you (1)' })).toBeTruthy();
  });

  it("shows the server's reason when a move is refused", async () => {
    stubFetch({
      'requests/open': { body: [banquet] },
      'booking/booking-slots/Badminton': { body: [] },
      'booking/update-booking-status/7': {
        status: 409,
        body: { detail: 'Another banquet booking is already confirmed for that time.' },
      },
    });
    const page = open();
    await page.user.click(await page.screen.findByRole('button', { name: /^Confirm Banquet/ }));
    await page.user.click(page.screen.getByRole('button', { name: 'Confirm banquet request' }));
    const refusal = await page.screen.findByText(
      'Another banquet booking is already confirmed for that time.',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
  });
});

describe('a Contact Us message in Needs you (issue 35)', () => {
  const visitor: ContactMessage = {
    id: '12',
    name: 'Kavya Menon',
    email: 'kavya@example.com',
    message: 'Are pets allowed in Tower C?',
    created_at: '2030-03-05T11:10:00Z',
    handled_at: null,
  };

  it('waits with who, where to reply, what and when in words, until the office marks it handled', async () => {
    let waiting = [visitor];
    const seen = stubFetch({
      'requests/open': { body: [] },
      'booking/booking-slots/Badminton': { body: [] },
      'contact/messages': () => ({ body: { messages: waiting } }),
      'contact/messages/12/handled': () => {
        waiting = [];
        return { body: { ...visitor, handled_at: '2030-03-05T12:40:00Z' } };
      },
    });
    const page = open();
    const card = await within(queue()).findByRole('article', { name: 'Message from Kavya Menon' });
    expect(within(card).getByText('kavya@example.com')).toBeTruthy();
    expect(within(card).getByText('Are pets allowed in Tower C?')).toBeTruthy();
    // 4:40 PM in India: the time in words, never the ISO instant.
    expect(within(card).getByText('Sent at 4:40 PM')).toBeTruthy();
    expect(card.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const reply = within(card).getByRole('link', { name: 'Reply by email to Kavya Menon' });
    expect(reply.getAttribute('href')).toBe(
      'mailto:kavya@example.com?subject=Re%3A%20your%20message%20to%20the%20Gatehouse%20estate%20office',
    );
    expect(page.screen.getByRole('heading', { name: 'Needs you (1)' })).toBeTruthy();

    await page.user.click(
      within(card).getByRole('button', { name: 'Mark handled: the message from Kavya Menon' }),
    );
    const said = await within(queue()).findByText(contactMessages.contactHandled('Kavya Menon'));
    expect(said.closest('[role="status"]')).toBeTruthy();
    expect(puts(seen).map((request) => request.body)).toEqual([{ handled: true }]);
    await waitFor(() =>
      expect(
        within(queue()).queryByRole('article', { name: 'Message from Kavya Menon' }),
      ).toBeNull(),
    );
  });
});

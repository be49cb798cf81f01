import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RequestItem } from '../../contract/requests/requests';
import MyRequestsPage from '../../src/features/my-requests/my-requests-page';
import { tokenFor } from '../../src/app/offline/engine';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { db } from '../../src/offline/db';
import { drainOutbox } from '../../src/offline/drain';
import { createFetchTransport } from '../../src/offline/fetch-transport';
import { startOutboxTriggers } from '../../src/offline/triggers';
import { stubFetch, type SeenRequest } from './support/fetch';
import { member, signInAs } from './support/render-app';
import { renderPage } from './golf-cart-support';

const item = (overrides: Partial<RequestItem>): RequestItem => ({
  kind: 'golf_cart',
  id: '3',
  title: 'Golf cart: Tower A → Clubhouse',
  date: '2030-03-05',
  time: '18:30',
  end_time: '',
  status: 'Requested',
  status_note: '',
  apartment_number: 'A101',
  phone_number: '9000000002',
  name: 'Asha Rao',
  details: '15 min',
  created_at: '2030-03-05T12:25:00Z',
  history: [{ status: 'Requested', note: '', at: '2030-03-05T12:25:00Z', by_role: 'member' }],
  ...overrides,
});

const acceptedRide = item({
  status: 'Accepted',
  status_note: 'Cart 2, about 10 min',
  history: [
    { status: 'Requested', note: '', at: '2030-03-05T12:25:00Z', by_role: 'member' },
    {
      status: 'Accepted',
      note: 'Cart 2, about 10 min',
      at: '2030-03-05T12:32:00Z',
      by_role: 'rwa',
    },
  ],
});
const banquet = item({
  kind: 'banquet',
  id: '7',
  title: 'Banquet hall: Birthday',
  date: '2030-03-08',
  time: '18:00',
  end_time: '22:00',
  status: 'Pending',
  details: '80 guests',
  history: [{ status: 'Pending', note: '', at: '2030-03-03T06:00:00Z', by_role: 'member' }],
});
const pastCourt = item({
  kind: 'court',
  id: '12',
  title: 'Badminton court',
  date: '2030-03-01',
  time: '10:00',
  status: 'Booked',
  details: '60 min',
  history: [],
});
const declinedRide = item({
  id: '2',
  date: '2030-03-04',
  status: 'Declined',
  status_note: 'No cart free',
  history: [
    { status: 'Requested', note: '', at: '2030-03-04T10:00:00Z', by_role: 'member' },
    { status: 'Declined', note: 'No cart free', at: '2030-03-04T10:05:00Z', by_role: 'rwa' },
  ],
});

const card = (title: string, when?: string) =>
  [...document.querySelectorAll('article')].find(
    (article) =>
      article.querySelector('h3')?.textContent === title &&
      (when === undefined || article.textContent?.includes(when)),
  )!;
const puts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'PUT');
/** The server's answer to a move of ride 3. */
const rideMoved = (status: string) => ({
  request_id: '3',
  pickup_location: 'Tower A',
  dropoff_location: 'Clubhouse',
  duration: 15,
  date: '2030-03-05',
  time: '18:30',
  comments: '',
  user_id: member.id,
  apartment_number: 'A101',
  phone_number: member.id,
  status,
  status_note: '',
  created_at: '2030-03-05T12:25:00Z',
});

const openPage = () => renderPage('/my-requests', MyRequestsPage, '/my-requests', { retry: false });

beforeEach(() => {
  // 18:10 in India on March 5, 2030.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-05T12:40:00Z'));
  signInAs(member);
});
afterEach(() => reportApiSuccess());

describe('/my-requests', () => {
  it('shows each request with its status, details and a timeline of what was said', async () => {
    stubFetch({ 'requests/mine': { body: [banquet, acceptedRide, declinedRide, pastCourt] } });
    const app = openPage();
    await app.screen.findAllByText('Golf cart: Tower A → Clubhouse', { selector: 'h3' });
    const ride = card('Golf cart: Tower A → Clubhouse', 'Today at 6:30 PM');
    expect(within(ride).getByText('Accepted', { selector: 'span' })).toBeTruthy();
    expect(
      within(within(ride).getByRole('list', { name: 'Timeline' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Requested 5:55 PM', 'Accepted 6:02 PM — Cart 2, about 10 min']);
    const hall = card('Banquet hall: Birthday');
    expect(within(hall).getByText('Fri 8 Mar at 6:00 PM–10:00 PM')).toBeTruthy();
    expect(within(hall).getByText('80 guests')).toBeTruthy();
    expect(within(hall).getByText('Sun 3 Mar at 11:30 AM')).toBeTruthy();

    // Coming up soonest first; what is past (or refused) below, without a Cancel.
    const coming = app.screen.getByRole('region', { name: 'Coming up' });
    expect(
      within(coming)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Golf cart: Tower A → Clubhouse', 'Banquet hall: Birthday']);
    const earlier = app.screen.getByRole('region', { name: 'Earlier' });
    expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toContain('Declined Mon 4 Mar at 3:35 PM — No cart free');
    expect(within(earlier).queryAllByRole('button')).toEqual([]);
  });

  it('cancels a ride through its status call, after asking first', async () => {
    let status = 'Accepted';
    const seen = stubFetch({
      'requests/mine': () => ({ body: [{ ...acceptedRide, status }] }),
      'golf-cart/golf-cart/requests/3/status': (request) => {
        status = (request.body as { status: string }).status;
        return { body: rideMoved(status) };
      },
    });
    const app = openPage();
    const cancel = await app.screen.findByRole('button', { name: /^Cancel Golf cart/ });
    await app.user.click(cancel);
    let dialog = app.screen.getByRole('alertdialog', { name: 'Cancel this ride?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(puts(seen)).toHaveLength(0);

    await app.user.click(app.screen.getByRole('button', { name: /^Cancel Golf cart/ }));
    dialog = app.screen.getByRole('alertdialog', { name: 'Cancel this ride?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel ride' }));
    expect(await app.screen.findByText('The ride is now Cancelled.')).toBeTruthy();
    expect(puts(seen).map((request) => request.body)).toEqual([{ status: 'Cancelled' }]);
    await waitFor(() =>
      expect(app.screen.queryByRole('button', { name: /^Cancel Golf cart/ })).toBeNull(),
    );
  });

  it('a resident cancelling a request sees the result in a line that stays, and the card marked', async () => {
    let status = 'Accepted';
    stubFetch({
      'requests/mine': () => ({ body: [{ ...acceptedRide, status }] }),
      'golf-cart/golf-cart/requests/3/status': (request) => {
        status = (request.body as { status: string }).status;
        return { body: rideMoved(status) };
      },
    });
    const app = openPage();
    await app.user.click(await app.screen.findByRole('button', { name: /^Cancel Golf cart/ }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Cancel this ride?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel ride' }));
    // Announced in the page's status line (not a 3 s toast at the foot of the screen), with a
    // Dismiss, and the card that changed says so (docs/adr/005-results-in-view.md).
    const message = await app.screen.findByText('The ride is now Cancelled.');
    const said = message.closest<HTMLElement>('[role="status"]')!;
    expect(within(said).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    const card = app.screen.getByRole('article', { name: /Golf cart/ });
    expect(await within(card).findByText('Updated just now')).toBeTruthy();
    await app.user.click(within(said).getByRole('button', { name: 'Dismiss' }));
    expect(said.textContent).toBe('');
  });

  it('cancels a booking through update-booking-status, with no reason needed from its owner', async () => {
    const seen = stubFetch({
      'requests/mine': { body: [banquet] },
      'booking/update-booking-status/7': {
        body: { booking_id: '7', booking_status: 'Cancelled', message: 'Booking status updated' },
      },
    });
    const app = openPage();
    await app.user.click(await app.screen.findByRole('button', { name: /^Cancel Banquet hall/ }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Cancel this banquet request?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel banquet request' }));
    await app.screen.findByText('The banquet request is now Cancelled.');
    const query = new URL(puts(seen)[0]!.url, 'http://x').searchParams;
    expect([query.get('new_status'), query.get('reason')]).toEqual(['Cancelled', null]);
  });

  it('cancels an event registration by deleting it once, through the outbox, all of the event’s day', async () => {
    await db.outbox.clear();
    // The app's drainer, as the engine starts it: the cancel is queued and sent from there.
    const stop = startOutboxTriggers({
      drain: () => drainOutbox({ transport: createFetchTransport(), getToken: tokenFor }),
    });
    onTestFinished(stop);
    const registration = item({
      kind: 'registration',
      id: '21',
      title: 'Event: Diwali dinner',
      date: '2030-03-05',
      time: '',
      status: 'Registered',
      details: '7:00 PM - 10:00 PM · 3 attending',
      history: [{ status: 'Registered', note: '', at: '2030-03-01T06:00:00Z', by_role: 'member' }],
    });
    const seen = stubFetch({
      'requests/mine': { body: [registration] },
      'events/events/21/register': { body: { message: 'Your registration is cancelled.' } },
    });
    const app = openPage();
    const entry = await app.screen.findByRole('heading', { name: 'Event: Diwali dinner' });
    expect(within(entry.closest('article')!).getByText('Today')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: /^Cancel Event: Diwali dinner/ }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Cancel this registration?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await app.screen.findByText('The registration is now Cancelled.');
    expect(seen.filter((request) => request.method === 'DELETE').map((r) => r.url)).toEqual([
      expect.stringMatching(/\/api\/events\/events\/21\/register$/),
    ]);
  });

  it('shows the server’s reason when a cancel is refused', async () => {
    stubFetch({
      'requests/mine': { body: [banquet] },
      'booking/update-booking-status/7': {
        status: 400,
        body: { detail: 'Only upcoming bookings can be cancelled.' },
      },
    });
    const app = openPage();
    await app.user.click(await app.screen.findByRole('button', { name: /^Cancel Banquet hall/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Cancel banquet request' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Cancel this banquet request?' });
    expect(
      await within(dialog).findByText('Only upcoming bookings can be cancelled.'),
    ).toBeTruthy();
  });

  it('offline, keeps the last copy with its time and waits with Cancel, saying why', async () => {
    stubFetch({ 'requests/mine': { body: [acceptedRide] } });
    const app = openPage();
    const cancel = await app.screen.findByRole<HTMLButtonElement>('button', {
      name: /^Cancel Golf cart/,
    });
    expect(app.screen.getByText(/^Updated just now/)).toBeTruthy();
    reportApiFailure();
    expect(
      await app.screen.findByText(/^Offline — showing what was saved at \d{1,2}:\d\d [AP]M/),
    ).toBeTruthy();
    expect(cancel.disabled).toBe(true);
    expect(
      document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Cancelling needs a connection.');
  });

  it('asks again within 30 s, so the office’s answer appears without a reload', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-03-05T12:40:00Z'));
    let answer = item({});
    stubFetch({ 'requests/mine': () => ({ body: [answer] }) });
    const app = openPage();
    const ride = await app.screen.findByText('Golf cart: Tower A → Clubhouse', { selector: 'h3' });
    expect(
      within(ride.closest('article')!).getByText('Requested', { selector: 'span' }),
    ).toBeTruthy();
    answer = acceptedRide;
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() =>
      expect(app.screen.getAllByRole('listitem').map((step) => step.textContent)).toContain(
        'Accepted 6:02 PM — Cart 2, about 10 min',
      ),
    );
  });

  it('says when there is nothing yet, with the ways to ask', async () => {
    stubFetch({ 'requests/mine': { body: [] } });
    const app = openPage();
    expect(await app.screen.findByText('You have no rides or bookings yet.')).toBeTruthy();
    expect(app.screen.getByRole('link', { name: 'Request a golf cart' })).toBeTruthy();
  });
});

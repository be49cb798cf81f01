import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GolfCartRide } from '../../contract/golf-cart/golf-cart';
import AdminGolfCartPage from '../../src/features/admin-golf-cart/admin-golf-cart-page';
import { stubFetch } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { renderPage } from './golf-cart-support';

const ride: GolfCartRide = {
  request_id: '12',
  pickup_location: 'Tower B',
  dropoff_location: 'Main gate',
  duration: 45,
  date: '2025-03-10',
  time: '18:30',
  comments: 'Wheelchair',
  user_id: '9000000002',
  apartment_number: 'B202',
  phone_number: '9000000002',
  status: 'Requested',
  status_note: '',
  created_at: '2025-03-10T12:00:00Z',
};

const openPage = () =>
  renderPage('/admin/golf-cart', AdminGolfCartPage, '/admin/golf-cart', { retry: false });

const card = (text: string) =>
  [...document.querySelectorAll('article')].find((article) => article.textContent?.includes(text))!;

describe('/admin/golf-cart', () => {
  it('shows each ride as a card, not a wide table (a table was 858 px wide at 360 px)', async () => {
    signInAs(rwa);
    stubFetch({ 'golf-cart/golf-cart/requests': { body: [ride] } });
    const app = openPage();
    expect(await app.screen.findByRole('article', { name: 'Tower B → Main gate' })).toBeTruthy();
    expect(app.screen.queryByRole('table')).toBeNull();
  });

  it('offers the office the moves of each ride from its lifecycle', async () => {
    signInAs(rwa);
    const rides = (['Requested', 'Accepted', 'On the way', 'Completed', 'Declined'] as const).map(
      (status, index) => ({
        ...ride,
        request_id: String(index + 1),
        pickup_location: `Tower ${status}`,
        status,
      }),
    );
    stubFetch({ 'golf-cart/golf-cart/requests': { body: rides } });
    const app = openPage();
    await app.screen.findByText('Tower Requested → Main gate');
    const buttons = (status: string) =>
      within(card(`Tower ${status}`))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('Requested')).toEqual(['Accept', 'Decline']);
    expect(buttons('Accepted')).toEqual(['On the way', 'Decline']);
    expect(buttons('On the way')).toEqual(['Completed']);
    expect(buttons('Completed')).toEqual([]);
    expect(buttons('Declined')).toEqual([]);
  });

  it('accepts a ride with a note, says so at the bottom and focuses the ride', async () => {
    signInAs(rwa);
    let current: GolfCartRide = ride;
    const seen = stubFetch({
      'golf-cart/golf-cart/requests': () => ({ body: [current] }),
      'golf-cart/golf-cart/requests/12/status': (request) => {
        const body = request.body as { status: GolfCartRide['status']; note?: string };
        current = { ...current, status: body.status, status_note: body.note ?? '' };
        return { body: current };
      },
    });
    const app = openPage();
    await app.user.click(await app.screen.findByRole('button', { name: /^Accept ride Tower B/ }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Accept this ride?' });
    await app.user.type(within(dialog).getByLabelText('Note (optional)'), 'Cart 2, about 10 min');
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept ride' }));
    const status = await app.screen.findByText('The ride is now Accepted.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { status: 'Accepted', note: 'Cart 2, about 10 min' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(card('Tower B')));
    expect(await app.screen.findByText('Cart 2, about 10 min')).toBeTruthy();
    expect(within(card('Tower B')).getByRole('button', { name: /^On the way/ })).toBeTruthy();
  });

  it('marks a ride Completed at once, and shows the server’s reason when it refuses', async () => {
    signInAs(rwa);
    stubFetch({
      'golf-cart/golf-cart/requests': { body: [{ ...ride, status: 'On the way' }] },
      'golf-cart/golf-cart/requests/12/status': {
        status: 409,
        body: { detail: 'A ride that is Completed cannot be marked Completed.' },
      },
    });
    const app = openPage();
    await app.user.click(await app.screen.findByRole('button', { name: /^Completed ride/ }));
    const refusal = await app.screen.findByText(
      'A ride that is Completed cannot be marked Completed.',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
  });

  it('lists every request with its route, duration, apartment, phone and status', async () => {
    signInAs(rwa);
    stubFetch({ 'golf-cart/golf-cart/requests': { body: [ride] } });
    const app = openPage();
    expect(await app.screen.findByText('Tower B → Main gate')).toBeTruthy();
    for (const text of [
      'Mon 10 Mar 2025',
      '6:30 PM',
      '45 min',
      'B202',
      '9000000002',
      'Requested',
    ]) {
      expect(app.screen.getByText(text)).toBeTruthy();
    }
    expect(app.screen.getByText('Wheelchair')).toBeTruthy();
  });

  it('says when there are no requests', async () => {
    signInAs(rwa);
    stubFetch({ 'golf-cart/golf-cart/requests': { body: [] } });
    const app = openPage();
    expect(await app.screen.findByText('No golf-cart requests yet.')).toBeTruthy();
  });

  it('shows the fallback message when the list cannot be loaded', async () => {
    signInAs(rwa);
    stubFetch({ 'golf-cart/golf-cart/requests': { status: 500, body: {} } });
    const app = openPage();
    expect(await app.screen.findByText('Failed to load golf-cart requests')).toBeTruthy();
  });
});

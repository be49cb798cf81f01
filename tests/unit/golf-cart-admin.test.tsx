import { describe, expect, it } from 'vitest';
import type { GolfCartRide } from '../../contract/golf-cart';
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

describe('/admin/golf-cart', () => {
  it('lists every request with its route, duration, apartment, phone and status', async () => {
    signInAs(rwa);
    stubFetch({ 'golf-cart/golf-cart/requests': { body: [ride] } });
    const app = openPage();
    expect(await app.screen.findByText('Tower B → Main gate')).toBeTruthy();
    for (const text of ['2025-03-10', '18:30', '45 min', 'B202', '9000000002', 'Requested']) {
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

/**
 * The RWA's uncollected parcels (issue 34) on /admin/visitors: those waiting longer than the
 * days it sets, oldest first, and the setting itself, checked before it is sent.
 */
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { DeskParcel } from '../../contract/parcels/parcels';
import AdminVisitorsPage from '../../src/features/admin-visitors/admin-visitors-page';
import { renderPage } from './golf-cart-support';
import { stubFetch } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

const oldParcel: DeskParcel = {
  id: '2d9a1f8e-7c6b-4a5d-9e8f-1a2b3c4d5e6f',
  apartment: 'C303',
  courier: 'Amazon',
  count: 2,
  note: '',
  gate: 'Main gate',
  photo_url: null,
  status: 'waiting',
  instruction: null,
  logged_at: new Date(Date.now() - 5 * 24 * 60 * 60_000).toISOString(),
  guard_name: 'Ramesh Kumar',
  collected_at: null,
  collected_by: '',
  collected_via: '',
};

beforeEach(() => signInAs(rwa));

const open = () => renderPage('/admin/visitors', AdminVisitorsPage, '/admin/visitors');

describe('uncollected parcels on the visitor page (issue 34)', () => {
  it('lists parcels past the days set, and saves a new number of days', async () => {
    const seen = stubFetch({
      'visitors/visits': { body: { visits: [], guards_on_duty: [] } },
      'parcels/overdue': { body: { overdue_days: 3, parcels: [oldParcel] } },
      'parcels/overdue-days': { body: { overdue_days: 7 } },
    });
    const app = open();
    const list = within(await app.screen.findByRole('list', { name: 'Uncollected parcels' }));
    expect(list.getByText('Flat C303')).toBeTruthy();
    expect(list.getByText('Amazon × 2')).toBeTruthy();
    expect(list.getByText(/5 days ago/)).toBeTruthy();
    const days = app.screen.getByLabelText('Show parcels waiting more than (days)');
    expect((days as HTMLInputElement).value).toBe('3');

    await app.user.clear(days);
    await app.user.type(days, '90');
    await app.user.click(app.screen.getByRole('button', { name: 'Save days' }));
    expect(app.screen.getByText(messages.overdueDaysRange)).toBeTruthy();
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);

    await app.user.clear(days);
    await app.user.type(days, '7');
    await app.user.click(app.screen.getByRole('button', { name: 'Save days' }));
    expect(await app.screen.findByText(messages.overdueDaysSaved)).toBeTruthy();
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ overdue_days: 7 });
  });
});

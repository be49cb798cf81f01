/**
 * The RWA's log of every flat's passes and walk-ins (issue 34): to read, under the visits'
 * filters; never a pass's code or QR on screen, and no answer to a walk-in.
 */
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalkIn } from '../../contract/gate/desk';
import type { VisitorPass } from '../../contract/gate/visitors';
import AdminVisitorsPage from '../../src/features/admin-visitors/admin-visitors-page';
import { renderPage } from './golf-cart-support';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

/** As a careless server might send it: the code and QR the log must never show. */
const arjunsGuest: VisitorPass = {
  id: '41',
  kind: 'guest',
  name: 'Meena Iyer',
  phone: '',
  apartment: 'A101',
  valid_from: '2026-11-24T04:30:00.000Z',
  valid_until: '2026-11-24T14:30:00.000Z',
  people: 2,
  vehicle: 'HR26 AB 1234',
  days: [],
  note: 'College friend',
  code: '482913',
  qr: 'GH1.41.A101.guest.1.2.k1.signature',
  state: 'expected',
  arrived_at: null,
  left_at: null,
  created_by_name: 'Arjun Sharma',
  created_at: '2026-11-23T10:00:00.000Z',
  revoked_at: null,
};

const waiting: WalkIn = {
  id: '0b5e8f3c-6a1d-4c1e-9d2a-7f00c0ffee01',
  name: 'Ravi the plumber',
  phone: '',
  purpose: 'Plumber for the kitchen tap',
  apartment: 'B202',
  gate: 'Main gate',
  photo_url: null,
  status: 'waiting',
  decided_by: '',
  decided_via: '',
  decided_at: null,
  created_at: '2026-11-24T05:12:00.000Z',
  guard_name: 'Ramesh Kumar',
  visit_id: null,
};
const answered: WalkIn = {
  ...waiting,
  id: '0b5e8f3c-6a1d-4c1e-9d2a-7f00c0ffee02',
  name: 'Sita',
  status: 'approved',
  decided_by: 'Priya Nair',
  decided_via: 'phone',
  decided_at: '2026-11-24T05:20:00.000Z',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T17:00:00Z'));
  signInAs(rwa);
});
afterEach(() => vi.restoreAllMocks());

const pathOf = (request: SeenRequest) => new URL(request.url, 'http://x').pathname;
const queryOf = (request: SeenRequest) =>
  Object.fromEntries(new URL(request.url, 'http://x').searchParams);

function logServer() {
  return stubFetch({
    'visitors/visits': { body: { visits: [], guards_on_duty: [] } },
    'visitors/passes/all': { body: [arjunsGuest] },
    'visitors/walk-ins': { body: [waiting, answered] },
  });
}

const open = () => renderPage('/admin/visitors', AdminVisitorsPage, undefined, { retry: false });

describe('/admin/visitors: every flat’s passes and walk-ins', () => {
  it('asks for passes and walk-ins only when their tab is opened', async () => {
    const seen = logServer();
    const app = open();
    await app.screen.findByText('No visits match these filters.');
    expect(seen.map(pathOf)).not.toContain('/api/visitors/passes/all');
    expect(seen.map(pathOf)).not.toContain('/api/visitors/walk-ins');
    await app.user.click(app.screen.getByRole('tab', { name: 'Passes' }));
    await app.screen.findByRole('list', { name: 'Passes' });
    expect(seen.map(pathOf)).not.toContain('/api/visitors/walk-ins');
  });

  it('shows each pass, its flat and where it stands, but never its code or QR', async () => {
    logServer();
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Passes' }));
    const list = await app.screen.findByRole('list', { name: 'Passes' });
    const card = within(within(list).getByRole('listitem'));
    expect(card.getByText('Meena Iyer')).toBeTruthy();
    expect(card.getByText('Flat A101')).toBeTruthy();
    expect(card.getByText('Expected')).toBeTruthy();
    expect(card.getByText('2 people · HR26 AB 1234')).toBeTruthy();
    expect(card.getByText('Made by Arjun Sharma on Mon 23 Nov at 3:30 PM')).toBeTruthy();
    expect(document.body.textContent).not.toContain('482913');
    expect(document.body.innerHTML).not.toContain('GH1.');
    expect(app.screen.queryByRole('button', { name: /Revoke|Show QR/ })).toBeNull();
  });

  it('shows every flat’s walk-ins and who answered, with nothing to answer', async () => {
    logServer();
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Walk-ins' }));
    const list = await app.screen.findByRole('list', { name: 'Walk-ins' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(first!.getByText('Waiting for the flat')).toBeTruthy();
    expect(first!.getByText('Flat B202')).toBeTruthy();
    expect(
      second!.getByText('Approved by Priya Nair at 10:50 AM (on the phone to the gate)'),
    ).toBeTruthy();
    expect(within(list).queryAllByRole('button')).toEqual([]);
  });

  it('filters passes and walk-ins by the same days and flat; flags are the visits’ own', async () => {
    const seen = logServer();
    const app = open();
    await app.screen.findByText('No visits match these filters.');
    await app.user.type(app.screen.getByLabelText('Flat'), 'a-101');
    await app.user.selectOptions(app.screen.getByLabelText('Kind'), 'Walk-in');
    await app.user.click(app.screen.getByRole('tab', { name: 'Passes' }));
    expect(app.screen.queryByLabelText('Flagged only')).toBeNull();
    const passes = () => seen.filter((r) => pathOf(r) === '/api/visitors/passes/all');
    // A walk-in kind means nothing to passes: every kind of pass of the flat.
    await waitFor(() => expect(queryOf(passes().at(-1)!)).toEqual({ apartment: 'A101' }));
    await app.user.selectOptions(app.screen.getByLabelText('Kind'), 'Daily help');
    await waitFor(() =>
      expect(queryOf(passes().at(-1)!)).toEqual({ apartment: 'A101', kind: 'daily_help' }),
    );
    await app.user.click(app.screen.getByRole('tab', { name: 'Walk-ins' }));
    expect(app.screen.queryByLabelText('Kind')).toBeNull();
    const walkIns = () => seen.filter((r) => pathOf(r) === '/api/visitors/walk-ins');
    await waitFor(() => expect(queryOf(walkIns().at(-1)!)).toEqual({ apartment: 'A101' }));
  });
});

import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../contract/messages';
import type { Visit } from '../../contract/gate/visitors';
import AdminVisitorsPage from '../../src/features/admin-visitors/admin-visitors-page';
import { renderPage } from './golf-cart-support';
import { captureDownloads } from './pdf-viewer/fake-pdf';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

const guestVisit: Visit = {
  id: '5d0c6a52-7a84-4f3c-9b7e-1f2a3b4c5d6e',
  source: 'pass',
  pass_id: '41',
  walk_in_id: null,
  kind: 'guest',
  name: 'Meena Iyer',
  apartment: 'A101',
  gate: 'Main gate',
  people: 2,
  checked_in_at: '2026-11-24T12:35:00.000Z',
  checked_out_at: '2026-11-24T16:10:00.000Z',
  guard_name: 'Ramesh Kumar',
  approved_by: '',
  approved_via: '',
  flags: ['used_twice'],
};
const plumber: Visit = {
  ...guestVisit,
  id: '6e1d7b63-8b95-4a4d-8c8f-2a3b4c5d6e7f',
  source: 'walk_in',
  pass_id: null,
  walk_in_id: '0b5e8f3c-6a1d-4c1e-9d2a-7f00c0ffee01',
  kind: 'walk_in',
  name: 'Ravi the plumber',
  people: 1,
  checked_in_at: '2026-11-24T05:12:00.000Z',
  checked_out_at: null,
  approved_by: 'Asha Rao',
  approved_via: 'phone',
  flags: [],
};
const onDuty = { name: 'Ramesh Kumar', phone: '9000000005', since: '2026-11-24T02:30:00.000Z' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T17:00:00Z'));
  signInAs(rwa);
});
afterEach(() => vi.restoreAllMocks());

const open = () => renderPage('/admin/visitors', AdminVisitorsPage, undefined, { retry: false });
const queryOf = (request: SeenRequest) =>
  Object.fromEntries(new URL(request.url, 'http://x').searchParams);
const logServer = () =>
  stubFetch({
    'visitors/visits': { body: { visits: [guestVisit, plumber], guards_on_duty: [onDuty] } },
    'visitors/visits.csv': { body: 'name,apartment\n' },
  });

describe('/admin/visitors (issue 17)', () => {
  it('shows each visit as a card: who, flat, pass or walk-in, in/out, guard, flags', async () => {
    logServer();
    const app = open();
    expect(app.screen.getByRole('heading', { name: 'Visitor log', level: 1 })).toBeTruthy();
    const list = await app.screen.findByRole('list', { name: 'Visits' });
    const [guest, walkIn] = within(list)
      .getAllByRole('listitem')
      .map((card) => within(card));
    expect(guest!.getByText('Meena Iyer')).toBeTruthy();
    expect(guest!.getByText('Flat A101')).toBeTruthy();
    expect(guest!.getByText('Pass · Guest')).toBeTruthy();
    expect(guest!.getByText('6:05 PM')).toBeTruthy();
    expect(guest!.getByText('9:40 PM')).toBeTruthy();
    expect(guest!.getByText('Main gate · guard Ramesh Kumar')).toBeTruthy();
    expect(guest!.getByText('Used twice')).toBeTruthy();
    expect(walkIn!.getByText('Walk-in, approved by Asha Rao on the phone')).toBeTruthy();
    expect(walkIn!.getByText(/Still inside/)).toBeTruthy();
    expect(app.screen.getByText(/^2 visits/)).toBeTruthy();
  });

  it('lists the guards on duty with their phone and since when', async () => {
    logServer();
    const app = open();
    const guards = await app.screen.findByRole('list', { name: 'Guards on duty' });
    expect(within(guards).getByText('Ramesh Kumar')).toBeTruthy();
    expect(within(guards).getByRole('link', { name: '9000000005' }).getAttribute('href')).toBe(
      'tel:9000000005',
    );
    expect(within(guards).getByText('since 8:00 AM')).toBeTruthy();
  });

  it('puts the filters into the query, and the CSV download uses the same ones', async () => {
    const downloads = captureDownloads();
    const seen = logServer();
    const app = open();
    await app.screen.findByRole('list', { name: 'Visits' });
    await app.user.type(app.screen.getByLabelText('From'), '2026-11-01');
    await app.user.type(app.screen.getByLabelText('To'), '2026-11-24');
    await app.user.type(app.screen.getByLabelText('Flat'), 'a-101');
    await app.user.selectOptions(app.screen.getByLabelText('Kind'), 'Guest');
    await app.user.click(app.screen.getByLabelText('Flagged only'));
    const chosen = {
      from: '2026-11-01',
      to: '2026-11-24',
      apartment: 'A101',
      kind: 'guest',
      flagged: 'true',
    };
    const lists = () =>
      seen.filter((r) => new URL(r.url, 'http://x').pathname === '/api/visitors/visits');
    await waitFor(() => expect(queryOf(lists().at(-1)!)).toEqual(chosen));
    await app.user.click(app.screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['visitors-2026-11-01-2026-11-24.csv']),
    );
    expect(await downloads[0]!.text()).toContain('name,apartment');
    const csv = seen.find((r) => r.url.includes('visitors/visits.csv'))!;
    expect(queryOf(csv)).toEqual(chosen);
    expect(csv.headers.get('Authorization')).toBe(`Bearer token-${rwa.id}`);
  });

  it('refuses a range that ends before it starts, and neither asks nor downloads', async () => {
    const seen = logServer();
    const app = open();
    await app.screen.findByRole('list', { name: 'Visits' });
    await app.user.type(app.screen.getByLabelText('From'), '2026-11-20');
    await app.user.type(app.screen.getByLabelText('To'), '2026-11-10');
    expect(await app.screen.findByText(messages.visitsRangeInvalid)).toBeTruthy();
    expect(seen.some((r) => r.url.includes('to=2026-11-10'))).toBe(false);
    expect(
      app.screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled,
    ).toBe(true);
  });

  it('shows the server’s reason when the log cannot be read', async () => {
    stubFetch({ 'visitors/visits': { status: 500, body: { detail: 'The log is busy.' } } });
    const app = open();
    expect(await app.screen.findByText('The log is busy.')).toBeTruthy();
  });
});

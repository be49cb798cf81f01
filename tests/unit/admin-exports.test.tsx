/**
 * The RWA's CSV buttons of issue 19: the register on /admin/users, and the bookings beside the
 * dashboard's calendar (its sport and its two days). Each asks its endpoint with the RWA's
 * token and saves the file; offline, neither can be pressed.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../contract/messages';
import AdminDashboardPage from '../../src/features/admin/admin-dashboard-page';
import AdminUsersPage from '../../src/features/admin-users/admin-users-page';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { renderPage } from './golf-cart-support';
import { captureDownloads } from './pdf-viewer/fake-pdf';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { asha, rohan } from './support/residents';

beforeEach(() => {
  // 01:30 on March 5 in India while it is still March 4 in UTC: the days must be India's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-04T20:00:00Z'));
  signInAs(rwa);
});
afterEach(() => {
  reportApiSuccess();
  vi.restoreAllMocks();
});

const url = (request: SeenRequest) => new URL(request.url, 'http://x');
const csvRequests = (seen: SeenRequest[], path: string) =>
  seen.filter((request) => url(request).pathname === `/api/${path}`);

describe('/admin/users: the register as CSV', () => {
  const openUsers = () => renderPage('/admin/users', AdminUsersPage, undefined, { retry: false });

  it('downloads everyone, whatever the filter shows, with the RWA’s token', async () => {
    const downloads = captureDownloads();
    const seen = stubFetch({
      'member/users': { body: [asha, rohan] },
      'member/users.csv': { body: 'name,phone\n' },
    });
    const app = openUsers();
    expect(await app.screen.findByText('2 of 2 people')).toBeTruthy();
    await app.user.selectOptions(app.screen.getByLabelText('Show'), 'Access deactivated');
    expect(await app.screen.findByText('1 of 2 people')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Download register (CSV)' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['register-2030-03-05.csv']));
    expect(await downloads[0]!.text()).toContain('name,phone');
    const [csv] = csvRequests(seen, 'member/users.csv');
    expect(url(csv!).search).toBe('');
    expect(csv!.headers.get('Authorization')).toBe(`Bearer token-${rwa.id}`);
  });

  it('says why when the download fails', async () => {
    stubFetch({
      'member/users': { body: [asha] },
      'member/users.csv': { status: 500, body: {} },
    });
    const app = openUsers();
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Download register (CSV)' }),
    );
    expect(await app.screen.findByText(messages.registerExportFailed)).toBeTruthy();
  });
});

describe('/admin: the calendar’s bookings as CSV', () => {
  const openDashboard = () => renderPage('/admin', AdminDashboardPage, '/admin', { retry: false });

  it('downloads the sport and the two days the calendar shows', async () => {
    const downloads = captureDownloads();
    const seen = stubFetch({
      'booking/booking-slots/Badminton': { body: [] },
      'booking/booking-slots/TT-Yoga': { body: [] },
      'booking/bookings.csv': { body: 'date,start\n' },
    });
    const app = openDashboard();
    await app.screen.findAllByText('No Badminton bookings.');
    await app.user.selectOptions(app.screen.getByLabelText('Sport'), 'TT/Yoga');
    await app.user.click(app.screen.getByRole('button', { name: 'Next day' }));
    await app.screen.findAllByText('No TT/Yoga bookings.');
    await app.user.click(app.screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['bookings-tt-yoga-2030-03-06-2030-03-07.csv']),
    );
    const [csv] = csvRequests(seen, 'booking/bookings.csv');
    expect(Object.fromEntries(url(csv!).searchParams)).toEqual({
      from: '2030-03-06',
      to: '2030-03-07',
      sport_type: 'TT-Yoga',
    });
    expect(csv!.headers.get('Authorization')).toBe(`Bearer token-${rwa.id}`);
  });

  it('cannot be pressed offline', async () => {
    stubFetch({ 'booking/booking-slots/Badminton': { body: [] } });
    const app = openDashboard();
    await app.screen.findAllByText('No Badminton bookings.');
    reportApiFailure();
    await waitFor(() =>
      expect(
        app.screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled,
      ).toBe(true),
    );
  });
});

import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HelperAttendance } from '../../../contract/gate/visitors';
import { recentMonths } from '../../../src/features/visitors/attendance';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { atNow, openVisitors, QR_PNG } from './support';

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => QR_PNG) }));

beforeEach(() => {
  atNow();
  signInAs(member);
});

const sunita: HelperAttendance = {
  pass_id: '44',
  name: 'Sunita',
  days: [
    { date: '2026-11-23', in: '2026-11-23T02:32:00.000Z', out: '2026-11-23T05:05:00.000Z' },
    { date: '2026-11-24', in: '2026-11-24T02:35:00.000Z', out: null },
  ],
};
const raju: HelperAttendance = {
  pass_id: '47',
  name: 'Raju (driver)',
  days: [{ date: '2026-10-02', in: '2026-10-02T03:30:00.000Z', out: '2026-10-02T13:00:00.000Z' }],
};

function attendanceServer() {
  return stubFetch({
    'visitors/attendance': (request) => {
      const month = new URL(request.url, 'http://x').searchParams.get('month');
      return { body: month === '2026-11' ? [sunita] : month === '2026-10' ? [raju] : [] };
    },
    'visitors/passes': { body: [] },
    'gate/walk-ins': { body: [] },
  });
}

const section = async (app: ReturnType<typeof openVisitors>) =>
  within(
    (await app.screen.findByRole('heading', { name: 'Daily help attendance' })).closest('section')!,
  );

describe('/visitors Daily help attendance (issue 17)', () => {
  it('offers this month and the eleven before it, newest first', () => {
    expect(recentMonths('2026-02-10')).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
      '2025-04',
      '2025-03',
    ]);
  });

  it('shows this month per helper: each day with its times in and out', async () => {
    attendanceServer();
    const app = openVisitors();
    const box = await section(app);
    expect(box.getByLabelText<HTMLSelectElement>('Month').value).toBe('2026-11');
    const days = await box.findByRole('list', { name: 'Days Sunita came' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual(['Mon 23 Novin 8:02 AMout 10:35 AM', 'Tue 24 Novin 8:05 AMno exit recorded']);
    expect(box.getByText('2 days')).toBeTruthy();
  });

  it('asks for the month chosen (month=yyyy-MM)', async () => {
    const seen = attendanceServer();
    const app = openVisitors();
    const box = await section(app);
    await box.findByRole('list', { name: 'Days Sunita came' });
    await app.user.selectOptions(box.getByLabelText('Month'), 'October 2026');
    expect(await box.findByRole('heading', { name: 'Raju (driver)' })).toBeTruthy();
    await waitFor(() =>
      expect(
        seen
          .filter((r) => r.url.includes('visitors/attendance'))
          .map((r) => new URL(r.url, 'http://x').search),
      ).toEqual(['?month=2026-11', '?month=2026-10']),
    );
    expect(box.queryByRole('heading', { name: 'Sunita' })).toBeNull();
  });

  it('says so when no daily help came that month', async () => {
    attendanceServer();
    const app = openVisitors();
    const box = await section(app);
    await box.findByRole('list', { name: 'Days Sunita came' });
    await app.user.selectOptions(box.getByLabelText('Month'), 'September 2026');
    expect(await box.findByText('No daily help came in September 2026.')).toBeTruthy();
  });
});

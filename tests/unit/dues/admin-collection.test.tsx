import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Defaulters, DuesSummary } from '../../../contract/dues/collection';
import { messages } from '../../../contract/messages';
import { captureDownloads } from '../pdf-viewer/fake-pdf';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { openAdminDues } from './support';

/** 10:00 in India on 5 December 2026. */
const T0 = Date.parse('2026-12-05T10:00:00+05:30');

const none = { days_0_30: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 0 };

const defaulters: Defaulters = {
  as_of: '2026-12-05',
  flats: [
    {
      apartment: 'C303',
      balance_paise: 1_012_500,
      open_paise: 1_012_500,
      oldest_due_date: '2026-11-10',
      days_overdue: 25,
      buckets: { ...none, days_0_30: 1_012_500 },
      last_reminded_at: null,
    },
    {
      apartment: 'B202',
      balance_paise: 487_500,
      open_paise: 487_500,
      oldest_due_date: '2026-12-10',
      days_overdue: 0,
      buckets: { ...none, days_0_30: 487_500 },
      last_reminded_at: '2026-12-03T04:30:00.000Z',
    },
  ],
  totals: {
    flats: 2,
    balance_paise: 1_500_000,
    open_paise: 1_500_000,
    buckets: { ...none, days_0_30: 1_500_000 },
  },
};

const december: DuesSummary = {
  period: '2026-12',
  billed_paise: 2_500_000,
  collected_paise: 1_000_000,
  outstanding_paise: 1_500_000,
  flats_billed: 5,
  flats_paid: 2,
  flats_partly_paid: 1,
  flats_unpaid: 2,
  cancelled: 0,
};

function stubCollection(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'dues/payments': { body: [] },
    'dues/defaulters': { body: defaulters },
    'dues/summary': { body: december },
    ...extra,
  });
}

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(rwa);
});

type App = ReturnType<typeof openAdminDues>;
async function openCollection(app: App, name: string) {
  await app.user.click(app.screen.getByRole('tab', { name: 'Collection' }));
  return within(await app.screen.findByRole('region', { name }));
}

describe('/admin/dues: collection (issue 33)', () => {
  it('lists the flats with dues as cards, with their age and the totals', async () => {
    stubCollection();
    const app = openAdminDues();
    const section = await openCollection(app, 'Flats with dues');
    const list = within(
      await section.findByRole('list', { name: 'Flats with dues, most overdue first' }),
    );
    const cards = list.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['C303', 'B202']);
    expect(cards[0]!.textContent).toContain('₹10,125.00');
    expect(cards[0]!.textContent).toContain('25 days overdue');
    expect(cards[1]!.textContent).toContain('Oldest due December 10, 2026 · nothing past due yet');
    expect(section.getByLabelText('Open by age, all flats').textContent).toContain(
      '0–30 days₹15,000.00',
    );
    expect(section.getByText('2 flats owe as of December 5, 2026')).toBeTruthy();
  });

  it('sends a reminder to the chosen flats only, and says which were skipped and why', async () => {
    const seen = stubCollection({
      'dues/reminders': {
        body: {
          sent: [{ apartment: 'C303', reached: 2 }],
          skipped: [{ apartment: 'B202', reason: messages.reminderRecent('3 December') }],
        },
      },
    });
    const app = openAdminDues();
    const section = await openCollection(app, 'Flats with dues');
    const send = await section.findByRole('button', { name: 'Send a reminder' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await app.user.click(section.getByLabelText('Choose C303'));
    await app.user.click(section.getByLabelText('Choose B202'));
    await app.user.click(section.getByRole('button', { name: 'Send a reminder (2)' }));
    expect(await section.findByText(/Reminded 1 flat: C303\./)).toBeTruthy();
    expect(
      within(section.getByRole('list', { name: 'Skipped flats' })).getByText(
        `B202: ${messages.reminderRecent('3 December')}`,
      ),
    ).toBeTruthy();
    expect(posts(seen).map((request) => [request.url, request.body])).toEqual([
      ['/api/dues/reminders', { apartments: ['B202', 'C303'] }],
    ]);
  });

  it('downloads the flats with dues as CSV', async () => {
    const downloads = captureDownloads();
    stubCollection({ 'dues/defaulters.csv': { body: 'apartment,balance_paise\n' } });
    const app = openAdminDues();
    const section = await openCollection(app, 'Flats with dues');
    await app.user.click(await section.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['dues-defaulters-2026-12-05.csv']),
    );
  });

  it("shows a period's summary and downloads it as CSV for that period", async () => {
    const downloads = captureDownloads();
    const seen = stubCollection({ 'dues/summary.csv': { body: 'invoice,billed\n' } });
    const app = openAdminDues();
    const section = await openCollection(app, 'Collection summary');
    const figures = await section.findByLabelText('Collection in December 2026');
    expect(figures.textContent).toContain('Billed₹25,000.00');
    expect(figures.textContent).toContain('Collected₹10,000.00');
    expect(figures.textContent).toContain('Outstanding₹15,000.00');
    expect(figures.textContent).toContain('Partly paid1');
    await app.user.click(section.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['dues-summary-2026-12.csv']));
    expect(seen.map((request) => request.url)).toContain('/api/dues/summary.csv?period=2026-12');
  });
});

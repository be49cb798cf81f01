import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tender } from '../../contract/content/tenders';
import TendersPage from '../../src/features/tenders/tenders-page';
import { tendersCollection } from '../../src/features/tenders/tenders-collection';
import { refreshCollection } from '../../src/offline/collections';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { db } from '../../src/offline/db';
import { formatInstantClock } from '../../src/lib/format-date';
import { stubFetch } from './support/fetch';
import { renderPage } from './golf-cart-support';

const roadTender: Tender = {
  id: '1',
  name: 'Road resurfacing',
  description: 'Resurface the inner ring road',
  collectionDate: '2025-03-01',
  returnDate: '2025-03-20',
  cost: { amount: 5000, gstPercentage: 18 },
  location: 'Estate office',
  contact: '9876543210',
};

beforeEach(async () => {
  await Promise.all([db.cached.clear(), db.collections.clear()]);
});
afterEach(() => reportApiSuccess());

const openTenders = () => renderPage('/tenders', TendersPage, '/tenders', { retry: false });

describe('/tenders (SPEC.md §2)', () => {
  it('shows every field of a tender once it is expanded, with the estate-office note', async () => {
    stubFetch({ 'tenders/tenders': { body: [roadTender] } });
    const app = openTenders();
    const toggle = await app.screen.findByRole('button', { name: 'Road resurfacing' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('no panel');
    const details = within(panel);
    expect(details.getByText('Resurface the inner ring road')).toBeTruthy();
    expect(details.getByText('March 1, 2025')).toBeTruthy();
    expect(details.getByText('March 20, 2025')).toBeTruthy();
    expect(details.getByText('₹5,000 + 18% GST')).toBeTruthy();
    expect(details.getByText('Estate office')).toBeTruthy();
    expect(details.getByText('9876543210')).toBeTruthy();
    expect(
      app.screen.getByText('Please collect tender documents from the estate office.'),
    ).toBeTruthy();
    expect(await app.screen.findByText('Updated just now')).toBeTruthy();
  });

  it('accepts the list wrapped in an object with tenders', async () => {
    stubFetch({ 'tenders/tenders': { body: { tenders: [roadTender] } } });
    const app = openTenders();
    expect(await app.screen.findByRole('button', { name: 'Road resurfacing' })).toBeTruthy();
  });

  it('shows the saved tenders and when they were saved when the network fails', async () => {
    const savedAt = Date.now() - 10 * 60_000;
    await refreshCollection(tendersCollection, async () => [roadTender], { now: savedAt });
    stubFetch({ 'tenders/tenders': 'network-error' });
    reportApiFailure();
    const app = openTenders();
    expect(await app.screen.findByRole('button', { name: 'Road resurfacing' })).toBeTruthy();
    expect(
      app.screen.getByText(`Offline — showing what was saved at ${formatInstantClock(savedAt)}`),
    ).toBeTruthy();
    // Give the failed refresh time to land: the saved copy must stay, with no error heading.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(app.screen.queryByText('Error loading tenders')).toBeNull();
  });

  it('shows the error heading only when nothing was ever saved', async () => {
    stubFetch({ 'tenders/tenders': 'network-error' });
    const app = openTenders();
    expect(await app.screen.findByRole('heading', { name: 'Error loading tenders' })).toBeTruthy();
    expect(app.screen.getByText('Failed to load tenders. Please try again later.')).toBeTruthy();
  });

  it('says so when there are no open tenders', async () => {
    stubFetch({ 'tenders/tenders': { body: [] } });
    const app = openTenders();
    expect(await app.screen.findByText('No open tenders right now.')).toBeTruthy();
  });
});

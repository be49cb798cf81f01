import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tender } from '../../contract/content/tenders';
import AdminTendersPage from '../../src/features/tenders/admin-tenders-page';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { db } from '../../src/offline/db';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { renderPage } from './golf-cart-support';

const hall: Tender = {
  id: '4',
  name: 'Clubhouse painting',
  description: 'Paint the clubhouse walls',
  collectionDate: '2025-04-01',
  returnDate: '2025-04-15',
  cost: { amount: 2000, gstPercentage: 18 },
  location: 'Estate office',
  contact: 'Secretary',
};

beforeEach(async () => {
  await Promise.all([db.cached.clear(), db.collections.clear()]);
  signInAs(rwa);
});
afterEach(() => reportApiSuccess());

const openAdmin = () =>
  renderPage('/admin/tenders', AdminTendersPage, '/admin/tenders', { retry: false });

describe('/admin/tenders (SPEC.md §2, §5 Tender)', () => {
  it('starts a new tender at GST 18 and cost 0, and names every missing field exactly', async () => {
    stubFetch({ 'tenders/tenders': { body: [] } });
    const app = openAdmin();
    await app.user.click(await app.screen.findByRole('button', { name: 'New Tender' }));
    expect(app.screen.getByLabelText<HTMLInputElement>('GST (%)').value).toBe('18');
    expect(app.screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('0');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required',
      'Description is required',
      'Collection date is required',
      'Return date is required',
      'Amount is required',
      'Location is required',
      'Contact is required',
    ]) {
      expect(app.screen.getByText(message)).toBeTruthy();
    }
    await app.user.clear(app.screen.getByLabelText('GST (%)'));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(app.screen.getByText('GST percentage is required')).toBeTruthy();
  });

  it('creates a tender, says so, and reloads the list', async () => {
    let list: Tender[] = [];
    const seen: SeenRequest[] = stubFetch({
      'tenders/tenders': (request) => {
        if (request.method === 'POST') {
          list = [{ ...(request.body as Omit<Tender, 'id'>), id: '9' }];
          return { status: 201, body: list[0] };
        }
        return { body: list };
      },
    });
    const app = openAdmin();
    await app.user.click(await app.screen.findByRole('button', { name: 'New Tender' }));
    await app.user.type(app.screen.getByLabelText('Name'), 'Gate repair');
    await app.user.type(app.screen.getByLabelText('Description'), 'Fix the north gate');
    await app.user.type(app.screen.getByLabelText('Collection date'), '2025-05-01');
    await app.user.type(app.screen.getByLabelText('Return date'), '2025-05-10');
    await app.user.clear(app.screen.getByLabelText('Amount (₹)'));
    await app.user.type(app.screen.getByLabelText('Amount (₹)'), '1500');
    await app.user.type(app.screen.getByLabelText('Location'), 'Estate office');
    await app.user.type(app.screen.getByLabelText('Contact'), 'Manager');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));

    expect(await app.screen.findByText('Tender created')).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Gate repair',
      cost: { amount: 1500, gstPercentage: 18 },
    });
    expect(await app.screen.findByRole('button', { name: 'Edit Gate repair' })).toBeTruthy();
    await waitFor(() => expect(app.screen.queryByRole('button', { name: 'Save' })).toBeNull(), {
      timeout: 3000,
    });
  });

  it('deletes only after a confirmation that says it cannot be undone', async () => {
    const seen = stubFetch({
      'tenders/tenders': { body: [hall] },
      'tenders/tenders/4': { body: { message: 'Deleted' } },
    });
    const app = openAdmin();
    const remove = await app.screen.findByRole('button', { name: 'Delete Clubhouse painting' });
    await app.user.click(remove);
    const dialog = app.screen.getByRole('alertdialog', { name: 'Delete tender?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await app.user.keyboard('{Escape}');
    expect(app.screen.queryByRole('alertdialog')).toBeNull();
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);

    await app.user.click(remove);
    await app.user.click(app.screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('shows the server reason, or the fallback, when a delete fails', async () => {
    stubFetch({
      'tenders/tenders': { body: [hall] },
      'tenders/tenders/4': { status: 500, body: {} },
    });
    const app = openAdmin();
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Delete Clubhouse painting' }),
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Failed to delete tender')).toBeTruthy();
  });

  it('says plainly that saving waits for a connection, and disables Save offline', async () => {
    stubFetch({ 'tenders/tenders': { body: [hall] } });
    const app = openAdmin();
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Edit Clubhouse painting' }),
    );
    expect(app.screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Clubhouse painting');
    reportApiFailure();
    expect(
      await app.screen.findByText("You're offline. Tenders can be saved when you're back online."),
    ).toBeTruthy();
    expect(app.screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });
});

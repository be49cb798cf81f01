/**
 * Issue 35: once the queue drains, the Offline data page no longer lists sent items under
 * "Waiting to send", and the saved lists the sent items changed are fetched again.
 */
import { act, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerListRefreshers } from '../../../src/app/offline/list-refreshers';
import { db } from '../../../src/offline/db';
import { outboxLabels } from '../../../src/offline/labels';
import { anItem, fieldsOf, umbrella } from '../lost-found/support';
import { stubFetch } from '../support/fetch';
import { member, renderApp, signInAs } from '../support/render-app';
import '../support/layout-mocks';
import { queued, resetDeviceData, savedCollection } from './support';

beforeEach(resetDeviceData);

const quietApi = {
  notifications: { body: { notifications: [], unread: 0 } },
  broadcasts: { body: [] },
};

describe('Offline data page after the queue drained', () => {
  it('lists a sent item under "Sent recently", not under "Waiting to send"', async () => {
    signInAs(member);
    stubFetch(quietApi);
    await queued('pending', member.id);
    await queued('sent', member.id, { sentAt: Date.now() });
    const app = renderApp('/offline-data');
    const waiting = await app.screen.findByRole('list', { name: 'Waiting to send' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.ariaLabel),
    ).toEqual([`Golf cart request: ${outboxLabels.pending}`]);
    const sent = app.screen.getByRole('list', { name: 'Sent recently' });
    expect(within(sent).getAllByRole('listitem')).toHaveLength(1);
    expect(within(sent).getByText(/^Sent /)).toBeTruthy();
  });

  it('says nothing waits once every item was sent', async () => {
    signInAs(member);
    stubFetch(quietApi);
    await queued('sent', member.id, { sentAt: Date.now() });
    const app = renderApp('/offline-data');
    expect(
      await app.screen.findByText('Nothing is waiting: everything you sent has arrived.'),
    ).toBeTruthy();
    expect(app.screen.queryByRole('list', { name: 'Waiting to send' })).toBeNull();
  });

  it('fetches a saved list again when an item is sent, so its age reads "Updated just now"', async () => {
    signInAs(member);
    let items = [umbrella];
    stubFetch({ ...quietApi, 'lostandfound/items': () => ({ body: items }) });
    const app = renderApp('/lost-and-found');
    await app.screen.findByRole('listitem', { name: 'Blue umbrella' });
    const report = await queued('pending', member.id, {
      kind: 'lostFoundReport',
      payload: fieldsOf(anItem({ title: 'Found keys' })),
    });
    // The copy on the phone is four minutes old when the person opens Offline data.
    await db.collections.update('lostFoundItems', { refreshedAt: Date.now() - 4 * 60_000 });
    await act(() => app.router.navigate('/offline-data'));
    const region = await app.screen.findByRole('region', { name: 'Saved on this phone' });
    const lostFound = async () =>
      within((await within(region).findByText('Lost found items')).closest('li') as HTMLElement);
    expect((await lostFound()).getByText('Updated 4 min ago')).toBeTruthy();
    expect((await lostFound()).getByText(/1 item, about/)).toBeTruthy();

    items = [anItem({ id: '7', title: 'Found keys' }), umbrella];
    await db.outbox.update(report.id, { status: 'sent', sentAt: Date.now() });
    await waitFor(async () =>
      expect((await lostFound()).getByText('Updated just now')).toBeTruthy(),
    );
    expect((await lostFound()).getByText(/2 items, about/)).toBeTruthy();
  });

  it('fetches again, on opening, a saved list older than the last item sent', async () => {
    registerListRefreshers();
    signInAs(member);
    const found = anItem({ id: '7', title: 'Found keys' });
    stubFetch({ ...quietApi, 'lostandfound/items': { body: [found, umbrella] } });
    // Sent a minute ago, while the app was closed; the copy on the phone is from before it.
    await savedCollection('lostFoundItems', [umbrella]);
    await db.collections.update('lostFoundItems', {
      refreshedAt: Date.now() - 4 * 60_000,
      scope: member.id,
    });
    await queued('sent', member.id, {
      kind: 'lostFoundReport',
      payload: fieldsOf(found),
      sentAt: Date.now() - 60_000,
    });
    const app = renderApp('/offline-data');
    const region = await app.screen.findByRole('region', { name: 'Saved on this phone' });
    const row = async () =>
      within((await within(region).findByText('Lost found items')).closest('li') as HTMLElement);
    await waitFor(async () => expect((await row()).getByText('Updated just now')).toBeTruthy());
    expect((await row()).getByText(/2 items, about/)).toBeTruthy();
  });
});

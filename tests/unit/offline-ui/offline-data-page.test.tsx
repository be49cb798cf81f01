import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db';
import { outboxLabels } from '../../../src/offline/labels';
import { stubFetch } from '../support/fetch';
import { member, renderApp, signInAs } from '../support/render-app';
import '../support/layout-mocks';
import { queued, resetDeviceData, savedCollection } from './support';

beforeEach(resetDeviceData);

async function openPage() {
  signInAs(member);
  // The bell and the emergency banner poll the API; unanswered, they would mark the app offline.
  stubFetch({
    notifications: { body: { notifications: [], unread: 0 } },
    broadcasts: { body: [] },
  });
  const app = renderApp('/offline-data');
  await app.screen.findByRole('heading', { name: 'Offline data', level: 1 });
  return app;
}

describe('Offline data page', () => {
  it("lists the user's queued items with their labels and the actions each allows", async () => {
    const rejected = await queued('rejected', member.id, { lastError: 'Pickup time is too soon' });
    await queued('pending', member.id);
    await queued('needsAuth', member.id);
    await queued('pending', 'someone-else', { kind: 'otherKind' });
    const app = await openPage();

    const items = await app.screen.findAllByRole('listitem', { name: /^Golf cart request/ });
    expect(items).toHaveLength(3);
    const refused = within(
      app.screen.getByRole('listitem', { name: `Golf cart request: ${outboxLabels.rejected}` }),
    );
    expect(refused.getByText('Pickup time is too soon')).toBeTruthy();
    expect(refused.getByRole('link', { name: 'Edit & resend' }).getAttribute('href')).toBe(
      `/golf-cart?edit=${rejected.id}`,
    );
    const signedOut = within(
      app.screen.getByRole('listitem', { name: `Golf cart request: ${outboxLabels.needsAuth}` }),
    );
    expect(signedOut.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/login?from=%2Foffline-data',
    );
    expect(app.screen.getByText(outboxLabels.pending)).toBeTruthy();
    expect(app.screen.getByRole('button', { name: 'Retry now' })).toBeTruthy();
    // jsdom has no Background Sync, like iOS Safari and Firefox.
    expect(
      app.screen.getByText('On this browser, waiting items are sent only while Gatehouse is open.'),
    ).toBeTruthy();
  });

  it('discards a rejected item only after confirming', async () => {
    const rejected = await queued('rejected', member.id);
    const app = await openPage();
    const item = within(
      await app.screen.findByRole('listitem', {
        name: `Golf cart request: ${outboxLabels.rejected}`,
      }),
    );
    await app.user.click(item.getByRole('button', { name: 'Discard' }));
    await app.user.click(item.getByRole('button', { name: 'Keep it' }));
    expect(await db.outbox.get(rejected.id)).toBeTruthy();

    await app.user.click(item.getByRole('button', { name: 'Discard' }));
    await app.user.click(item.getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() =>
      expect(app.screen.queryByRole('listitem', { name: /Golf cart/ })).toBeNull(),
    );
    expect(await db.outbox.get(rejected.id)).toBeUndefined();
  });

  it('shows what is saved per collection with its size and age', async () => {
    await savedCollection('tenders', [{ id: 1, title: 'Lift repair' }, { id: 2 }]);
    const app = await openPage();
    const saved = within(await app.screen.findByRole('region', { name: 'Saved on this phone' }));
    // Its own row: other lists the app saves meanwhile (the inbox) may be listed beside it.
    const row = (await saved.findByText('Tenders')).closest('li');
    if (!row) throw new Error('The tenders are not a row of the list');
    expect(within(row).getByText(/2 items, about \d+ B/)).toBeTruthy();
    expect(within(row).getByText('Updated just now')).toBeTruthy();
    expect(saved.getByText('Saved files: 0')).toBeTruthy();
  });
});

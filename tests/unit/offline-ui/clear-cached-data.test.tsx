import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QUERY_CACHE_KEY } from '../../../src/api/query-persistence';
import { db } from '../../../src/offline/db';
import { member, renderApp, signInAs } from '../support/render-app';
import '../support/layout-mocks';
import { queued, resetDeviceData, savedCollection } from './support';

beforeEach(resetDeviceData);

async function openWithUnsentItem() {
  await savedCollection('tenders', [{ id: 1 }]);
  const record = await queued('pending', member.id);
  localStorage.setItem(QUERY_CACHE_KEY, '{"clientState":{}}');
  signInAs(member);
  const app = renderApp('/offline-data');
  await within(await app.screen.findByRole('region', { name: 'Saved on this phone' })).findByText(
    'Tenders',
  );
  await app.user.click(app.screen.getByRole('button', { name: 'Clear cached data' }));
  const dialog = await app.screen.findByRole('dialog', { name: 'Clear cached data?' });
  return { app, record, dialog };
}

describe('Clear cached data', () => {
  it('keeps unsent items by default', async () => {
    const { app, record, dialog } = await openWithUnsentItem();
    expect(dialog.textContent).toMatch(/1 item on this phone has not been sent yet/);
    await app.user.click(app.screen.getByRole('button', { name: 'Clear, keep unsent items' }));
    await app.screen.findByText('Cached data was cleared. Unsent items were kept.');
    expect(await db.cached.count()).toBe(0);
    expect(await db.collections.count()).toBe(0);
    expect(await db.outbox.get(record.id)).toBeTruthy();
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });

  it('discards unsent items only when the user says so', async () => {
    const { app } = await openWithUnsentItem();
    await app.user.click(
      app.screen.getByRole('button', { name: 'Clear and discard unsent items' }),
    );
    await app.screen.findByText('Cached data and unsent items were cleared.');
    expect(await db.outbox.count()).toBe(0);
  });

  it('clears at once, without asking, when nothing waits to be sent', async () => {
    await savedCollection('tenders', [{ id: 1 }]);
    signInAs(member);
    const app = renderApp('/offline-data');
    await within(await app.screen.findByRole('region', { name: 'Saved on this phone' })).findByText(
      'Tenders',
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Clear cached data' }));
    await waitFor(async () => expect(await db.cached.count()).toBe(0));
    expect(app.screen.queryByRole('dialog')).toBeNull();
  });
});

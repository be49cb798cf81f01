import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommunityUpdate } from '../../../contract/content/updates';
import UpdatesPage, { updatesOnlineOnly } from '../../../src/features/updates/updates-page';
import { updatesCollection } from '../../../src/features/updates/updates-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { formatInstantClock } from '../../../src/lib/format-date';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { member, rwa, signInAs } from '../support/render-app';
import { renderPage } from '../golf-cart-support';

const water: CommunityUpdate = {
  id: '1',
  title: 'Water supply interruption',
  date: '2025-03-10',
  content: 'No water in Tower B from 10:00 to 14:00.',
  category: 'Maintenance',
};
const agm: CommunityUpdate = {
  id: '2',
  title: 'Annual general meeting',
  date: '2025-02-28',
  content: 'In the clubhouse at 18:00.',
  category: 'Notice',
};

beforeEach(async () => {
  await Promise.all([db.cached.clear(), db.collections.clear()]);
});
afterEach(() => reportApiSuccess());

const openUpdates = () => renderPage('/updates', UpdatesPage, '/updates', { retry: false });

/** A tiny server keeping the list, so every change shows in the next GET. */
function fakeServer(initial: CommunityUpdate[]) {
  let list = [...initial];
  const seen = stubFetch({
    'updates/updates': (request: SeenRequest) => {
      if (request.method === 'POST') {
        const created = { ...(request.body as CommunityUpdate), id: '3', date: '2025-03-11' };
        list = [created, ...list];
        return { status: 201, body: created };
      }
      return { body: list };
    },
    'updates/updates/2': (request: SeenRequest) => {
      if (request.method !== 'DELETE') return { status: 405, body: {} };
      list = list.filter((item) => item.id !== '2');
      return { body: { message: 'Deleted' } };
    },
  });
  return seen;
}

const titles = (app: ReturnType<typeof openUpdates>) =>
  within(app.screen.getByRole('list', { name: 'Community updates' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('/updates (SPEC.md §2 Community Updates)', () => {
  it('lists each update with its title, date, category and content', async () => {
    signInAs(member);
    fakeServer([water, agm]);
    const app = openUpdates();
    const item = (await app.screen.findByRole('heading', { name: water.title })).closest('li');
    const entry = within(item as HTMLElement);
    expect(entry.getByText('March 10, 2025')).toBeTruthy();
    expect(entry.getByText('Maintenance')).toBeTruthy();
    expect(entry.getByText(water.content)).toBeTruthy();
    expect(titles(app)).toEqual([water.title, agm.title]);
  });

  it('gives members no Add Update or Delete controls', async () => {
    signInAs(member);
    fakeServer([water, agm]);
    const app = openUpdates();
    await app.screen.findByRole('heading', { name: water.title });
    expect(app.screen.queryByRole('button', { name: 'Add Update' })).toBeNull();
    expect(app.screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows the saved updates, marked as saved, with no connection', async () => {
    signInAs(member);
    const savedAt = Date.now() - 5 * 60_000;
    await refreshCollection(updatesCollection, async () => [water], { now: savedAt });
    stubFetch({ 'updates/updates': 'network-error' });
    reportApiFailure();
    const app = openUpdates();
    expect(await app.screen.findByRole('heading', { name: water.title })).toBeTruthy();
    expect(
      app.screen.getByText(`Offline — showing what was saved at ${formatInstantClock(savedAt)}`),
    ).toBeTruthy();
  });

  it('says nothing is saved when offline with no copy', async () => {
    signInAs(member);
    stubFetch({ 'updates/updates': 'network-error' });
    reportApiFailure();
    const app = openUpdates();
    expect(await app.screen.findByText('Offline — nothing saved on this phone yet')).toBeTruthy();
  });
});

describe('RWA managing updates (SPEC.md §5 Updates)', () => {
  it('refuses a blank title or content with the exact messages', async () => {
    signInAs(rwa);
    const seen = fakeServer([water]);
    const app = openUpdates();
    await app.user.click(await app.screen.findByRole('button', { name: 'Add Update' }));
    const form = within(app.screen.getByRole('form', { name: 'Add Update' }));
    expect(
      [...form.getByLabelText<HTMLSelectElement>('Category').options].map((o) => o.value),
    ).toEqual(['Maintenance', 'Event', 'Notice', 'Other']);
    await app.user.type(form.getByLabelText('Title'), '   ');
    await app.user.click(form.getByRole('button', { name: 'Add Update' }));
    expect(form.getByText('Title is required')).toBeTruthy();
    expect(form.getByText('Content is required')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('adds an update, marks it in the list with a result that stays until dismissed, and shows it in the refreshed list', async () => {
    signInAs(rwa);
    const seen = fakeServer([water]);
    const app = openUpdates();
    await app.user.click(await app.screen.findByRole('button', { name: 'Add Update' }));
    const form = within(app.screen.getByRole('form', { name: 'Add Update' }));
    await app.user.type(form.getByLabelText('Title'), ' Diwali lights ');
    await app.user.selectOptions(form.getByLabelText('Category'), 'Event');
    await app.user.type(form.getByLabelText('Content'), 'Lights go up on Friday.');
    await app.user.click(form.getByRole('button', { name: 'Add Update' }));

    expect(await app.screen.findByText('Update added: “Diwali lights”.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Diwali lights',
      category: 'Event',
      content: 'Lights go up on Friday.',
    });
    await waitFor(() => expect(titles(app)).toEqual(['Diwali lights', water.title]));
    // Marked in the list, and the result stays: it is gone only when dismissed.
    const added = app.screen.getByRole('heading', { name: 'Diwali lights' }).closest('li')!;
    expect(within(added).getByText('Added just now')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Dismiss' }));
    expect(app.screen.queryByText('Update added: “Diwali lights”.')).toBeNull();
  });

  it('deletes an update only after the confirmation that it cannot be undone', async () => {
    signInAs(rwa);
    const seen = fakeServer([water, agm]);
    const app = openUpdates();
    await app.user.click(await app.screen.findByRole('button', { name: `Delete ${agm.title}` }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Delete update?' });
    expect(within(dialog).getByText(/This action cannot be undone\./)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await app.user.click(app.screen.getByRole('button', { name: `Delete ${agm.title}` }));
    await app.user.click(
      within(app.screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await app.screen.findByText(/^Update deleted: “/)).toBeTruthy();
    expect(seen.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(titles(app)).toEqual([water.title]));
  });

  it('says changes need a connection and disables them offline', async () => {
    signInAs(rwa);
    await refreshCollection(updatesCollection, async () => [water]);
    stubFetch({ 'updates/updates': 'network-error' });
    reportApiFailure();
    const app = openUpdates();
    expect(await app.screen.findByText(updatesOnlineOnly)).toBeTruthy();
    const remove = await app.screen.findByRole('button', { name: `Delete ${water.title}` });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await app.user.click(app.screen.getByRole('button', { name: 'Add Update' }));
    const form = within(app.screen.getByRole('form', { name: 'Add Update' }));
    expect(form.getByRole('button', { name: 'Add Update' }).hasAttribute('disabled')).toBe(true);
  });
});

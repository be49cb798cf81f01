import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { ownItemsOffline } from '../../../src/features/lost-and-found/lost-and-found-page';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import {
  anItem,
  carKeys,
  openLostAndFound,
  phone,
  resetLostFound,
  saveItems,
  umbrella,
} from './support';

type App = ReturnType<typeof openLostAndFound>;

beforeEach(async () => {
  await resetLostFound();
  signInAs(member);
});
afterEach(() => reportApiSuccess());

async function titles(app: App): Promise<string[]> {
  const list = await app.screen.findByRole('list', { name: 'Lost and found items' });
  return within(list)
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('searching and filtering (SPEC.md §2, §9)', () => {
  it('matches the search in title, description or location, whatever the case', async () => {
    stubFetch({ 'lostandfound/items': { body: [umbrella, carKeys, phone] } });
    const app = openLostAndFound();
    expect(await titles(app)).toEqual(['Blue umbrella', 'Car keys', 'iPhone 13']);
    const search = app.screen.getByLabelText('Search items');
    await app.user.type(search, 'IPHONE');
    expect(await titles(app)).toEqual(['iPhone 13']);
    await app.user.clear(search);
    await app.user.type(search, 'pool');
    expect(await titles(app)).toEqual(['Blue umbrella']);
    await app.user.clear(search);
    await app.user.type(search, 'tower b');
    expect(await titles(app)).toEqual(['Car keys']);
    await app.user.type(search, ' basement');
    expect(app.screen.getByText('No items match your search.')).toBeTruthy();
  });

  it('filters by type (All, Lost, Found) and by category (All and the seven of §9)', async () => {
    stubFetch({ 'lostandfound/items': { body: [umbrella, carKeys, phone] } });
    const app = openLostAndFound();
    await titles(app);
    const types = app.screen.getByRole('group', { name: 'Filter by type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Lost', 'Found']);
    await app.user.click(within(types).getByRole('button', { name: 'Found' }));
    expect(within(types).getByRole('button', { name: 'Found' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await titles(app)).toEqual(['Car keys']);
    await app.user.click(within(types).getByRole('button', { name: 'Lost' }));
    expect(await titles(app)).toEqual(['Blue umbrella', 'iPhone 13']);

    const category = app.screen.getByLabelText<HTMLSelectElement>('Filter by category');
    expect([...category.options].map((option) => option.value)).toEqual([
      'All',
      'Keys',
      'Documents',
      'Electronics',
      'Jewelry',
      'Accessories',
      'Clothing',
      'Others',
    ]);
    await app.user.selectOptions(category, 'Electronics');
    expect(await titles(app)).toEqual(['iPhone 13']);
    await app.user.selectOptions(category, 'Keys');
    expect(app.screen.getByText('No items match your search.')).toBeTruthy();
    await app.user.click(within(types).getByRole('button', { name: 'All' }));
    expect(await titles(app)).toEqual(['Car keys']);
  });

  it('shows each card with its photo, type, status, category, date, place and contact', async () => {
    stubFetch({ 'lostandfound/items': { body: [umbrella, carKeys] } });
    const app = openLostAndFound();
    const card = within(await app.screen.findByRole('listitem', { name: 'Blue umbrella' }));
    for (const text of ['Lost', 'Open', 'Accessories', 'March 8, 2025', 'Clubhouse']) {
      expect(card.getByText(text)).toBeTruthy();
    }
    expect(card.getByText('Left near the pool after the storm')).toBeTruthy();
    expect(card.getByRole('link', { name: '9000000002' }).getAttribute('href')).toBe(
      'tel:9000000002',
    );
    const photo = card.getByRole('img', { name: 'Photo of Blue umbrella' });
    expect(photo.getAttribute('src')).toBe('/api/files/umbrella-thumb.jpg');
    // A broken picture becomes the placeholder.
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toBe('/images/placeholder.svg');
    // An item without a photo shows the placeholder from the start.
    const keys = await app.screen.findByRole('listitem', { name: 'Car keys' });
    expect(keys.querySelector('img')?.getAttribute('src')).toBe('/images/placeholder.svg');
    expect(within(keys).getByText('Found')).toBeTruthy();
  });
});

describe("the resident's own items (SPEC.md §4)", () => {
  const mine = anItem({ mine: true });

  it('offers Close, Edit and Delete only on their own items', async () => {
    stubFetch({ 'lostandfound/items': { body: [mine, carKeys] } });
    const app = openLostAndFound();
    expect(await app.screen.findByRole('button', { name: 'Close Blue umbrella' })).toBeTruthy();
    expect(app.screen.getByRole('button', { name: 'Edit Blue umbrella' })).toBeTruthy();
    expect(app.screen.getByRole('button', { name: 'Delete Blue umbrella' })).toBeTruthy();
    const keys = app.screen.getByRole('listitem', { name: 'Car keys' });
    expect(within(keys).queryByRole('button')).toBeNull();
  });

  it('closes an open item, then reopens it, each on the server and with a word of success', async () => {
    let item = mine;
    const patches: SeenRequest[] = [];
    stubFetch({
      'lostandfound/items': () => ({ body: [item] }),
      'lostandfound/items/1/status': (request) => {
        patches.push(request);
        item = { ...item, status: (request.body as { status: 'open' | 'closed' }).status };
        return { body: item };
      },
    });
    const app = openLostAndFound();
    await app.user.click(await app.screen.findByRole('button', { name: 'Close Blue umbrella' }));
    expect(await app.screen.findByText('Item closed')).toBeTruthy();
    const card = app.screen.getByRole('listitem', { name: 'Blue umbrella' });
    // The saved copy is fetched again; the card follows it.
    expect(await within(card).findByText('Closed')).toBeTruthy();

    await app.user.click(within(card).getByRole('button', { name: 'Reopen Blue umbrella' }));
    expect(await app.screen.findByText('Item reopened')).toBeTruthy();
    expect(await within(card).findByText('Open')).toBeTruthy();
    expect(patches.map((request) => [request.method, request.body])).toEqual([
      ['PATCH', { status: 'closed' }],
      ['PATCH', { status: 'open' }],
    ]);
  });

  it("says 'Failed to update status' when the server refuses without a reason", async () => {
    stubFetch({
      'lostandfound/items': { body: [mine] },
      'lostandfound/items/1/status': { status: 500, body: {} },
    });
    const app = openLostAndFound();
    await app.user.click(await app.screen.findByRole('button', { name: 'Close Blue umbrella' }));
    expect(await app.screen.findByText('Failed to update status')).toBeTruthy();
  });

  it('edits the words of their own item on the server', async () => {
    let item = mine;
    const puts: SeenRequest[] = [];
    stubFetch({
      'lostandfound/items': () => ({ body: [item] }),
      'lostandfound/items/1': (request) => {
        puts.push(request);
        item = { ...item, location: 'Clubhouse gym' };
        return { body: item };
      },
    });
    const app = openLostAndFound();
    await app.user.click(await app.screen.findByRole('button', { name: 'Edit Blue umbrella' }));
    expect(app.screen.getByRole('heading', { name: 'Edit your item' })).toBeTruthy();
    const location = app.screen.getByLabelText<HTMLInputElement>('Location');
    expect(location.value).toBe('Clubhouse');
    await app.user.type(location, ' gym');
    await app.user.click(app.screen.getByRole('button', { name: 'Save changes' }));
    expect(await app.screen.findByText('Item updated')).toBeTruthy();
    expect(puts[0]?.method).toBe('PUT');
    expect(puts[0]?.body).toMatchObject({ title: 'Blue umbrella', location: 'Clubhouse gym' });
    expect(await app.screen.findByText('Clubhouse gym')).toBeTruthy();
  });

  it('deletes only after a confirmation that says it cannot be undone', async () => {
    let items = [mine];
    stubFetch({
      'lostandfound/items': () => ({ body: items }),
      'lostandfound/items/1': () => {
        items = [];
        return { body: { message: 'Deleted' } };
      },
    });
    const app = openLostAndFound();
    await app.user.click(await app.screen.findByRole('button', { name: 'Delete Blue umbrella' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Delete item?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Item deleted')).toBeTruthy();
    expect(await app.screen.findByText('No items reported yet.')).toBeTruthy();
  });

  it('says offline that their items wait for a connection, with the buttons disabled', async () => {
    await saveItems([mine], member.id);
    stubFetch({ 'lostandfound/items': 'network-error' });
    reportApiFailure();
    const app = openLostAndFound();
    await app.screen.findByRole('button', { name: 'Close Blue umbrella' });
    expect(app.screen.getByText(messages.lostFoundSavedOffline)).toBeTruthy();
    const notice = app.screen.getByText(ownItemsOffline);
    for (const name of ['Close Blue umbrella', 'Edit Blue umbrella', 'Delete Blue umbrella']) {
      const button = app.screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(notice.id);
    }
  });
});

describe('the saved copy (DESIGN.md §4)', () => {
  it("keeps each user's copy to themselves: `mine` is about who asked", async () => {
    await saveItems([anItem({ mine: true })], '9000000005');
    stubFetch({ 'lostandfound/items': 'network-error' });
    reportApiFailure();
    const app = openLostAndFound();
    expect(await app.screen.findByText(messages.lostFoundNothingSaved)).toBeTruthy();
    expect(app.screen.queryByText('Blue umbrella')).toBeNull();
  });

  it("says 'Failed to load items. Please try again later.' when nothing is saved and the server fails", async () => {
    stubFetch({ 'lostandfound/items': { status: 500, body: {} } });
    const app = openLostAndFound();
    expect(await app.screen.findByText(messages.lostFoundLoadFailed)).toBeTruthy();
    expect(messages.lostFoundLoadFailed).toBe('Failed to load items. Please try again later.');
  });
});

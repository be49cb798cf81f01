import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LostFoundItem } from '../../../contract/lost-found/lost-found';
import { lostFoundOfflineMessage } from '../../../src/features/admin-lost-found/admin-lost-found-page';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { entriesOf, files, nextUpload, stubUploads } from '../admin-content/support';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { carKeys, emptyFormMessages, fieldsOf, openAdminLostFound, umbrella } from './support';

type App = ReturnType<typeof openAdminLostFound>;

/** 09:00 in India on 10 March 2025. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');

beforeEach(() => {
  signInAs(rwa);
  vi.useFakeTimers({ shouldAdvanceTime: true, now: T0 });
});
afterEach(() => reportApiSuccess());

const createTab = (app: App) => app.screen.getByRole('tab', { name: 'Create Item' });
const submitCreate = (app: App) => app.screen.getByRole('button', { name: 'Create Item' });

async function fillItem(app: App) {
  const { user, screen } = app;
  await user.selectOptions(screen.getByLabelText('Type'), 'found');
  await user.type(screen.getByLabelText('Title'), 'Gold ring');
  await user.type(screen.getByLabelText('Description'), 'Thin band, engraved inside');
  await user.type(screen.getByLabelText('Date'), '2025-03-09');
  await user.type(screen.getByLabelText('Location'), 'Swimming pool');
  await user.selectOptions(screen.getByLabelText('Category'), 'Jewelry');
  await user.type(screen.getByLabelText('Contact name'), 'Estate office');
  await user.type(screen.getByLabelText('Contact phone'), '9000000001');
}

describe('/admin/lost-found (SPEC.md §2, §5 Lost/found admin)', () => {
  it('lists every item with its type, status and details on the Items tab', async () => {
    stubFetch({ 'lostandfound/items': { body: [umbrella, carKeys] } });
    const app = openAdminLostFound();
    expect(app.screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const list = app.screen.getByRole('region', { name: 'Items' });
    const row = (await within(list).findByText('Blue umbrella')).closest('li') as HTMLElement;
    expect(within(row).getByText('March 8, 2025 · Clubhouse')).toBeTruthy();
    expect(within(row).getByText('Accessories · Asha Rao, 9000000002')).toBeTruthy();
    expect(within(row).getByText('Lost')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Close Car keys' })).toBeTruthy();
  });

  it('names every missing field and the phone rule exactly, and sends nothing', async () => {
    stubFetch({ 'lostandfound/items': { body: [] } });
    const sent = stubUploads();
    const app = openAdminLostFound();
    await app.user.click(createTab(app));
    expect(app.screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('open');
    expect(app.screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('Others');
    await app.user.click(submitCreate(app));
    for (const message of emptyFormMessages) {
      expect(await app.screen.findByText(message)).toBeTruthy();
    }
    expect(sent).toHaveLength(0);
  });

  it('refuses a wrong photo by its bytes and an image over 5 MB', async () => {
    stubFetch({ 'lostandfound/items': { body: [] } });
    const sent = stubUploads();
    const app = openAdminLostFound();
    await app.user.click(createTab(app));
    await fillItem(app);
    await app.user.upload(app.screen.getByLabelText('Photo (optional)'), files.pdfNamedPng());
    expect(await app.screen.findByText('Only JPEG or PNG images are allowed')).toBeTruthy();
    await app.user.click(submitCreate(app));
    await app.user.upload(app.screen.getByLabelText('Photo (optional)'), files.tooBigImage());
    expect(await app.screen.findByText('The image must be 5 MB or smaller')).toBeTruthy();
    await app.user.click(submitCreate(app));
    expect(sent).toHaveLength(0);
  });

  it('creates an item with its status and photo, with progress, and shows it marked in the list', async () => {
    let items: LostFoundItem[] = [];
    stubFetch({ 'lostandfound/items': () => ({ body: items }) });
    const sent = stubUploads();
    const app = openAdminLostFound();
    await app.user.click(createTab(app));
    await fillItem(app);
    await app.user.selectOptions(app.screen.getByLabelText('Status'), 'closed');
    await app.user.upload(app.screen.getByLabelText('Photo (optional)'), files.png('ring.png'));
    await app.user.click(submitCreate(app));

    const upload = await nextUpload(sent);
    expect(upload.method).toBe('POST');
    expect(upload.path).toBe('lostandfound/items');
    expect(entriesOf(upload.body).image).toBe('file:ring.png');
    expect(JSON.parse(String(upload.body?.get('item')))).toEqual({
      type: 'found',
      title: 'Gold ring',
      description: 'Thin band, engraved inside',
      date: '2025-03-09',
      location: 'Swimming pool',
      category: 'Jewelry',
      contactName: 'Estate office',
      contactPhone: '9000000001',
      status: 'closed',
    });
    upload.progress(1, 4);
    expect(
      app.screen
        .getByRole('progressbar', { name: 'Uploading photo' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    const ring = { ...umbrella, id: '9', title: 'Gold ring', status: 'closed' as const };
    items = [ring];
    upload.respond(201, ring);
    // The list with the new item marked, and the result staying past the 3 s banner.
    expect(await app.screen.findByText('Item created')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(app.screen.getByRole('status').textContent).toContain('Item created');
    expect(app.screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const reopen = await app.screen.findByRole('button', { name: 'Reopen Gold ring' });
    expect(within(reopen.closest('li')!).getByText('Added just now')).toBeTruthy();
    // A clean form for the next item.
    await app.user.click(app.screen.getByRole('tab', { name: 'Create Item' }));
    expect(app.screen.getByLabelText<HTMLInputElement>('Title').value).toBe('');
  });

  it("says 'Failed to create item' when the server refuses without a reason", async () => {
    stubFetch({ 'lostandfound/items': { body: [] } });
    const sent = stubUploads();
    const app = openAdminLostFound();
    await app.user.click(createTab(app));
    await fillItem(app);
    await app.user.click(submitCreate(app));
    (await nextUpload(sent)).respond(500, {});
    expect((await app.screen.findByRole('alert')).textContent).toBe('Failed to create item');
  });

  it('edits an item on a tab that reads Edit Item, then goes back to the list', async () => {
    let items = [umbrella];
    const puts: SeenRequest[] = [];
    stubFetch({
      'lostandfound/items': () => ({ body: items }),
      'lostandfound/items/1': (request) => {
        puts.push(request);
        items = [{ ...umbrella, title: 'Navy umbrella' }];
        return { body: items[0] };
      },
    });
    const app = openAdminLostFound();
    await app.user.click(await app.screen.findByRole('button', { name: 'Edit Blue umbrella' }));
    const tab = app.screen.getByRole('tab', { name: 'Edit Item' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(app.screen.queryByRole('tab', { name: 'Create Item' })).toBeNull();
    expect(app.screen.queryByLabelText('Status')).toBeNull();
    const title = app.screen.getByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('Blue umbrella');
    await app.user.clear(title);
    await app.user.type(title, 'Navy umbrella');
    await app.user.click(app.screen.getByRole('button', { name: 'Update Item' }));

    expect(await app.screen.findByText('Item updated')).toBeTruthy();
    expect(puts[0]?.method).toBe('PUT');
    expect(puts[0]?.body).toEqual({ ...fieldsOf(umbrella), title: 'Navy umbrella' });
    expect(app.screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(app.screen.getByRole('tab', { name: 'Create Item' })).toBeTruthy();
    expect(await app.screen.findByText('Navy umbrella')).toBeTruthy();
  });

  it("says 'Failed to update item' when an edit is refused without a reason", async () => {
    stubFetch({
      'lostandfound/items': { body: [umbrella] },
      'lostandfound/items/1': { status: 500, body: {} },
    });
    const app = openAdminLostFound();
    await app.user.click(await app.screen.findByRole('button', { name: 'Edit Blue umbrella' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Update Item' }));
    expect((await app.screen.findByRole('alert')).textContent).toBe('Failed to update item');
  });

  it("closes and reopens items, saying 'Failed to update item status' when refused", async () => {
    let item = umbrella;
    let fail = false;
    stubFetch({
      'lostandfound/items': () => ({ body: [item] }),
      'lostandfound/items/1/status': (request) => {
        if (fail) return { status: 500, body: {} };
        item = { ...item, status: (request.body as { status: 'open' | 'closed' }).status };
        return { body: item };
      },
    });
    const app = openAdminLostFound();
    await app.user.click(await app.screen.findByRole('button', { name: 'Close Blue umbrella' }));
    expect(await app.screen.findByText('Item closed')).toBeTruthy();
    fail = true;
    await app.user.click(await app.screen.findByRole('button', { name: 'Reopen Blue umbrella' }));
    expect(await app.screen.findByText('Failed to update item status')).toBeTruthy();
  });

  it('deletes after a confirmation that cannot be undone, or says why not', async () => {
    let items = [umbrella, carKeys];
    stubFetch({
      'lostandfound/items': () => ({ body: items }),
      'lostandfound/items/1': () => {
        items = [carKeys];
        return { body: { message: 'Deleted' } };
      },
      'lostandfound/items/2': { status: 500, body: {} },
    });
    const app = openAdminLostFound();
    await app.user.click(await app.screen.findByRole('button', { name: 'Delete Blue umbrella' }));
    let dialog = app.screen.getByRole('alertdialog', { name: 'Delete item?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Item deleted')).toBeTruthy();
    const list = app.screen.getByRole('region', { name: 'Items' });
    expect(within(list).queryByText('Blue umbrella')).toBeNull();

    await app.user.click(app.screen.getByRole('button', { name: 'Delete Car keys' }));
    dialog = app.screen.getByRole('alertdialog', { name: 'Delete item?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Failed to delete item')).toBeTruthy();
  });

  it('says the items failed to load in the words of SPEC.md §8', async () => {
    stubFetch({ 'lostandfound/items': { status: 500, body: {} } });
    const app = openAdminLostFound();
    expect(
      await app.screen.findByText('Failed to load items. Please try again later.'),
    ).toBeTruthy();
  });

  it('says offline that admin work waits for a connection, with every write disabled', async () => {
    stubFetch({ 'lostandfound/items': { body: [umbrella] } });
    const app = openAdminLostFound();
    const close = await app.screen.findByRole('button', { name: 'Close Blue umbrella' });
    act(() => reportApiFailure());
    expect(app.screen.getByText(lostFoundOfflineMessage)).toBeTruthy();
    expect(close.hasAttribute('disabled')).toBe(true);
    expect(
      app.screen.getByRole('button', { name: 'Delete Blue umbrella' }).hasAttribute('disabled'),
    ).toBe(true);
    await app.user.click(createTab(app));
    expect(submitCreate(app).hasAttribute('disabled')).toBe(true);
  });
});

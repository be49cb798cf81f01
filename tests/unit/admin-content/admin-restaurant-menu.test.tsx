import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Menu } from '../../../contract/content/menus';
import AdminRestaurantMenuPage from '../../../src/features/admin-restaurant-menu/admin-restaurant-menu-page';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { entriesOf, files, nextUpload, stubUploads } from './support';

const lunch: Menu = {
  menu_id: '3',
  menu_name: 'Lunch thali',
  menu_description: 'Rice, dal, two sabzis',
  menu_type: 'default',
  url: 'files/AAAAAAAAAAAAAAAAAAAAAA.png',
  thumbnail_url: 'files/BBBBBBBBBBBBBBBBBBBBBB.jpg',
  width: 960,
  height: 1280,
  upload_date: '20250305T1030',
};

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () =>
  renderPage('/admin/restaurant-menu', AdminRestaurantMenuPage, undefined, { retry: false });

async function fillMenu(app: ReturnType<typeof open>, file: File) {
  await app.user.upload(app.screen.getByLabelText('Menu image'), file);
  await app.user.type(app.screen.getByLabelText('Menu name'), 'Diwali special');
  await app.user.type(app.screen.getByLabelText('Description'), 'Sweets and savouries');
}

describe('/admin/restaurant-menu (SPEC.md §2, §5 Menu upload)', () => {
  it('asks for every required part with one sentence, and sends nothing', async () => {
    stubFetch({ 'restaurant/menus': { body: { menus: [] } } });
    const sent = stubUploads();
    const app = open();
    expect(app.screen.getByRole('tab', { name: 'Upload Menu' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Please fill in all required fields')).toBeTruthy();
    await app.user.type(app.screen.getByLabelText('Menu name'), 'Breakfast');
    await app.user.type(app.screen.getByLabelText('Description'), 'Idli and dosa');
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    // Still missing: the image.
    expect(app.screen.getByText('Please fill in all required fields')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a PDF named x.png by its bytes, and an image over 5 MB, before uploading', async () => {
    stubFetch({ 'restaurant/menus': { body: { menus: [] } } });
    const sent = stubUploads();
    const app = open();
    await fillMenu(app, files.pdfNamedPng());
    expect(await app.screen.findByText('Please select a JPEG or PNG image file')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(app.screen.getByText('Please select a JPEG or PNG image file')).toBeTruthy();

    await app.user.upload(app.screen.getByLabelText('Menu image'), files.tooBigImage());
    expect(await app.screen.findByText('The image must be 5 MB or smaller')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(sent).toHaveLength(0);
  });

  it('uploads the image and fields with a progress bar, then shows the new menu marked in the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let menus: Menu[] = [];
    stubFetch({ 'restaurant/menus': () => ({ body: { menus } }) });
    const sent = stubUploads();
    const app = open();
    await fillMenu(app, files.png('diwali.png'));
    await app.user.selectOptions(app.screen.getByLabelText('Menu type'), 'Special');
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));

    const upload = await nextUpload(sent);
    expect(upload.method).toBe('POST');
    expect(upload.path).toBe('restaurant/menus/upload');
    expect(upload.headers.get('authorization')).toBe(`Bearer token-${rwa.id}`);
    expect(entriesOf(upload.body)).toEqual({
      menu_name: 'Diwali special',
      menu_description: 'Sweets and savouries',
      menu_type: 'special',
      file: 'file:diwali.png',
    });
    upload.progress(40, 100);
    const bar = app.screen.getByRole('progressbar', { name: 'Uploading menu' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    menus = [{ ...lunch, menu_id: '4', menu_name: 'Diwali special', menu_type: 'special' }];
    upload.respond(201, menus[0]);
    // The list with the new menu marked, and the result that stays past SPEC.md §4's 3 s banner.
    const said = 'Menu uploaded: “Diwali special”.';
    expect(await app.screen.findByText(said)).toBeTruthy();
    expect(app.screen.queryByRole('progressbar')).toBeNull();
    expect(
      app.screen.getByRole('tab', { name: 'Manage Menus' }).getAttribute('aria-selected'),
    ).toBe('true');
    const list = app.screen.getByRole('region', { name: 'Menus' });
    const row = (await within(list).findByText('Diwali special')).closest('li')!;
    expect(within(row).getByText('Added just now')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(app.screen.getByRole('status').textContent).toContain(said);
    // The form starts clean for the next menu.
    await app.user.click(app.screen.getByRole('tab', { name: 'Upload Menu' }));
    expect(app.screen.getByLabelText<HTMLInputElement>('Menu name').value).toBe('');
    expect(within(list).getByText(/Special · Uploaded March 5, 2025/)).toBeTruthy();
  });

  it("shows the server's detail when it refuses an upload", async () => {
    stubFetch({ 'restaurant/menus': { body: { menus: [] } } });
    const sent = stubUploads();
    const app = open();
    await fillMenu(app, files.jpeg());
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    (await nextUpload(sent)).respond(400, { detail: 'Please select a JPEG or PNG image file' });
    expect((await app.screen.findByRole('alert')).textContent).toBe(
      'Please select a JPEG or PNG image file',
    );
  });

  it('deletes a menu only after a confirmation that it cannot be undone, then reloads', async () => {
    let menus = [lunch];
    const seen = stubFetch({
      'restaurant/menus': () => ({ body: { menus } }),
      'restaurant/menus/3': () => {
        menus = [];
        return { body: { message: 'Deleted' } };
      },
    });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Menus' }));
    expect(await app.screen.findByText('Regular Menu · Uploaded March 5, 2025')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Delete Lunch thali' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Delete menu?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Menu deleted: “Lunch thali”.')).toBeTruthy();
    expect(await app.screen.findByText('No menus yet.')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's detail when a delete is refused", async () => {
    stubFetch({
      'restaurant/menus': { body: { menus: [lunch] } },
      'restaurant/menus/3': { status: 404, body: { detail: 'Menu not found' } },
    });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Menus' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Delete Lunch thali' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Menu not found')).toBeTruthy();
  });

  it('disables Upload and Delete offline and says why', async () => {
    stubFetch({ 'restaurant/menus': { body: { menus: [lunch] } } });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Menus' }));
    await app.screen.findByText('Lunch thali');
    act(() => reportApiFailure());
    const reason = "You're offline. Menus can be uploaded and deleted when you're back online.";
    expect(app.screen.getByText(reason)).toBeTruthy();
    expect(
      app.screen.getByRole<HTMLButtonElement>('button', { name: 'Delete Lunch thali' }).disabled,
    ).toBe(true);
    await app.user.click(app.screen.getByRole('tab', { name: 'Upload Menu' }));
    expect(app.screen.getByText(reason)).toBeTruthy();
    expect(app.screen.getByRole<HTMLButtonElement>('button', { name: 'Upload' }).disabled).toBe(
      true,
    );
  });
});

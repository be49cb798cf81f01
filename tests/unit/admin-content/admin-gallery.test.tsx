import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '../../../contract/content/gallery';
import AdminGalleryPage from '../../../src/features/admin-gallery/admin-gallery-page';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { entriesOf, files, nextUpload, stubUploads } from './support';

const image = (id: string, title: string, category: GalleryImage['category']): GalleryImage => ({
  id,
  title,
  category,
  url: `files/${'A'.repeat(20)}${id}.jpg`,
  thumbnail_url: `files/${'B'.repeat(20)}${id}.jpg`,
  width: 1200,
  height: 900,
  upload_date: '20250301T0900',
});
const holi = image('1', 'Holi 2025', 'celebration');
const pool = image('2', 'The new pool', 'amenities');

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () => renderPage('/admin/gallery', AdminGalleryPage, undefined, { retry: false });

describe('/admin/gallery (SPEC.md §2, §5 Gallery)', () => {
  it('asks for a title and an image in the words of SPEC.md §5, stating 5 MB', async () => {
    stubFetch({ 'gallery/gallery': { body: { images: [] } } });
    const sent = stubUploads();
    const app = open();
    expect(app.screen.getByText('JPEG or PNG, max 5 MB')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Please enter an image title')).toBeTruthy();
    expect(app.screen.getByText('Please select an image file')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a PDF named x.png and an image over 5 MB before uploading', async () => {
    stubFetch({ 'gallery/gallery': { body: { images: [] } } });
    const sent = stubUploads();
    const app = open();
    await app.user.type(app.screen.getByLabelText('Title'), 'Sports day');
    await app.user.upload(app.screen.getByLabelText('Image'), files.pdfNamedPng());
    expect(await app.screen.findByText('Please select a JPEG or PNG image file')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    await app.user.upload(app.screen.getByLabelText('Image'), files.tooBigImage());
    expect(await app.screen.findByText('The image must be 5 MB or smaller')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(sent).toHaveLength(0);
  });

  it('lists the images per category', async () => {
    stubFetch({ 'gallery/gallery': { body: { images: [holi, pool] } } });
    const app = open();
    const celebration = await app.screen.findByRole('region', { name: 'Celebration' });
    expect(within(celebration).getByRole('img', { name: 'Holi 2025' })).toBeTruthy();
    const amenities = app.screen.getByRole('region', { name: 'Amenities' });
    expect(within(amenities).getByRole('img', { name: 'The new pool' })).toBeTruthy();
    expect(
      within(app.screen.getByRole('region', { name: 'Sports' })).getByText(
        'No images in this category.',
      ),
    ).toBeTruthy();
  });

  it('uploads file, title and category with a progress bar, then shows it marked in its category with the result in view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let images: GalleryImage[] = [];
    stubFetch({ 'gallery/gallery': () => ({ body: { images } }) });
    const sent = stubUploads();
    const app = open();
    await app.user.upload(app.screen.getByLabelText('Image'), files.jpeg('match.jpg'));
    await app.user.type(app.screen.getByLabelText('Title'), 'Cricket final');
    await app.user.selectOptions(app.screen.getByLabelText('Category'), 'Sports');
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));

    const upload = await nextUpload(sent);
    expect(upload.path).toBe('gallery/gallery/upload');
    expect(entriesOf(upload.body)).toEqual({
      title: 'Cricket final',
      category: 'sports',
      file: 'file:match.jpg',
    });
    upload.progress(1, 10);
    expect(
      app.screen
        .getByRole('progressbar', { name: 'Uploading image' })
        .getAttribute('aria-valuenow'),
    ).toBe('10');
    images = [image('3', 'Cricket final', 'sports')];
    upload.respond(201, images[0]);
    // The result stays past SPEC.md §4's 3 s banner, and the new item is marked.
    expect(await app.screen.findByText('Image uploaded: “Cricket final”.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(app.screen.getByRole('status').textContent).toContain(
      'Image uploaded: “Cricket final”.',
    );
    const sports = app.screen.getByRole('region', { name: 'Sports' });
    const tile = (await within(sports).findByRole('img', { name: 'Cricket final' })).closest('li')!;
    expect(within(tile).getByText('Added just now')).toBeTruthy();
  });

  it("shows the server's detail when it refuses the upload", async () => {
    stubFetch({ 'gallery/gallery': { body: { images: [] } } });
    const sent = stubUploads();
    const app = open();
    await app.user.upload(app.screen.getByLabelText('Image'), files.png());
    await app.user.type(app.screen.getByLabelText('Title'), 'Lobby');
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    (await nextUpload(sent)).respond(403, { detail: 'RWA access required' });
    expect((await app.screen.findByRole('alert')).textContent).toBe('RWA access required');
  });

  it('deletes after the confirmation, then the list reloads', async () => {
    let images = [holi, pool];
    stubFetch({
      'gallery/gallery': () => ({ body: { images } }),
      'gallery/gallery/1': () => {
        images = [pool];
        return { body: { message: 'Deleted' } };
      },
    });
    const app = open();
    await app.user.click(await app.screen.findByRole('button', { name: 'Delete Holi 2025' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Delete image?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText(/^Image deleted: “/)).toBeTruthy();
    const celebration = app.screen.getByRole('region', { name: 'Celebration' });
    expect(await within(celebration).findByText('No images in this category.')).toBeTruthy();
  });

  it('says the images failed to load in the words of SPEC.md §8', async () => {
    stubFetch({ 'gallery/gallery': { status: 500, body: {} } });
    const app = open();
    expect(await app.screen.findByText('Failed to load images')).toBeTruthy();
  });
});

import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../../contract/content/gallery';
import GalleryPage from '../../../src/features/gallery/gallery-page';
import { galleryCollection } from '../../../src/features/gallery/gallery-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';

function photo(id: string, title: string, category: GalleryImage['category']): GalleryImage {
  return {
    id,
    title,
    category,
    url: `files/full${id}aaaaaaaaaaaaaaaa.jpg`,
    thumbnail_url: `files/thumb${id}aaaaaaaaaaaaaaa.jpg`,
    width: 400,
    height: 300,
    upload_date: '20250301T1000',
  };
}

const diwali = photo('1', 'Diwali night', 'celebration');
const cricket = photo('2', 'Cricket final', 'sports');
const pool = photo('3', 'The pool', 'amenities');
const holi = photo('4', 'Holi colours', 'celebration');
const all = [diwali, cricket, pool, holi];

beforeEach(async () => {
  await Promise.all([db.cached.clear(), db.collections.clear()]);
});
afterEach(() => reportApiSuccess());

async function openGallery(images: GalleryImage[] = all) {
  stubFetch({ 'gallery/gallery': { body: { images } } });
  const app = renderPage('/gallery', GalleryPage, '/gallery', { retry: false });
  await app.screen.findByRole('img', { name: images[0]?.title ?? '' });
  return app;
}

type App = Awaited<ReturnType<typeof openGallery>>;

function shownImage(app: App): HTMLImageElement {
  const dialog = within(app.screen.getByRole('dialog', { name: 'Gallery' }));
  return dialog.getAllByRole('img')[0] as HTMLImageElement;
}

async function openLightbox(app: App, title: string) {
  await app.user.click(app.screen.getByRole('button', { name: title }));
  return app.screen.getByRole('dialog', { name: 'Gallery' });
}

describe('/gallery (SPEC.md §2)', () => {
  it('shows lazy thumbnails with alt text, and filters by category on the phone', async () => {
    const app = await openGallery();
    const thumbnails = app.screen.getAllByRole('img') as HTMLImageElement[];
    expect(thumbnails.map((image) => image.alt)).toEqual([
      'Diwali night',
      'Cricket final',
      'The pool',
      'Holi colours',
    ]);
    expect(thumbnails[0]?.getAttribute('loading')).toBe('lazy');
    expect(thumbnails[0]?.getAttribute('src')).toBe('/api/files/thumb1aaaaaaaaaaaaaaa.jpg');

    const filters = within(app.screen.getByRole('group', { name: 'Category' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Celebration',
      'Sports',
      'Amenities',
      'Events',
    ]);
    await app.user.click(filters.getByRole('button', { name: 'Celebration' }));
    expect(filters.getByRole('button', { name: 'Celebration' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(app.screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Diwali night',
      'Holi colours',
    ]);
    await app.user.click(filters.getByRole('button', { name: 'Events' }));
    expect(app.screen.getByText('No images in this category yet.')).toBeTruthy();
  });

  it('opens the full image in the lightbox and wraps around both ways', async () => {
    const app = await openGallery();
    await openLightbox(app, 'Holi colours');
    expect(shownImage(app).getAttribute('src')).toBe('/api/files/full4aaaaaaaaaaaaaaaa.jpg');
    expect(app.screen.getByText('4 of 4')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage(app).alt).toBe('Diwali night');
    await app.user.click(app.screen.getByRole('button', { name: 'Previous image' }));
    expect(shownImage(app).alt).toBe('Holi colours');
  });

  it('moves with ←/→ and closes with Escape, giving focus back to the thumbnail', async () => {
    const app = await openGallery();
    await openLightbox(app, 'Diwali night');
    await app.user.keyboard('{ArrowLeft}');
    expect(shownImage(app).alt).toBe('Holi colours');
    await app.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownImage(app).alt).toBe('Cricket final');
    await app.user.keyboard('{Escape}');
    expect(app.screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(app.screen.getByRole('button', { name: 'Diwali night' }));
  });

  it('keeps focus inside the lightbox and closes with the Close button', async () => {
    const app = await openGallery();
    await openLightbox(app, 'Cricket final');
    expect(document.activeElement).toBe(app.screen.getByRole('button', { name: 'Close' }));
    await app.user.tab();
    await app.user.tab();
    expect(document.activeElement).toBe(app.screen.getByRole('button', { name: 'Next image' }));
    await app.user.tab();
    expect(document.activeElement).toBe(app.screen.getByRole('button', { name: 'Close' }));
    await app.user.tab({ shift: true });
    expect(document.activeElement).toBe(app.screen.getByRole('button', { name: 'Next image' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Close' }));
    expect(app.screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a swipe: left shows the next image, right the previous, a tap stays', async () => {
    const app = await openGallery();
    await openLightbox(app, 'The pool');
    const swipe = (from: number, to: number) => {
      const figure = shownImage(app).closest('figure') as HTMLElement;
      fireEvent.pointerDown(figure, { clientX: from });
      fireEvent.pointerUp(figure, { clientX: to });
    };
    swipe(300, 100);
    expect(shownImage(app).alt).toBe('Holi colours');
    swipe(300, 100);
    expect(shownImage(app).alt).toBe('Diwali night');
    swipe(100, 300);
    expect(shownImage(app).alt).toBe('Holi colours');
    swipe(200, 210);
    expect(shownImage(app).alt).toBe('Holi colours');
  });

  it('shows the saved gallery offline', async () => {
    await refreshCollection(galleryCollection, async () => ({ images: [pool] }));
    stubFetch({ 'gallery/gallery': 'network-error' });
    reportApiFailure();
    const app = renderPage('/gallery', GalleryPage, '/gallery', { retry: false });
    expect(await app.screen.findByRole('img', { name: 'The pool' })).toBeTruthy();
    expect(app.screen.getByText(/^Offline — showing what was saved/)).toBeTruthy();
  });

  it('says the images failed to load when nothing is saved and the fetch fails', async () => {
    stubFetch({ 'gallery/gallery': 'network-error' });
    const app = renderPage('/gallery', GalleryPage, '/gallery', { retry: false });
    await waitFor(() =>
      expect(app.screen.getByRole('alert').textContent).toBe('Failed to load images'),
    );
  });
});

/**
 * Images on a 360×800 phone (issue 15): the home page's largest paint is fetched first and never
 * lazy; every picture holds its place (width/height or a CSS aspect ratio) and any picture not
 * on the first screen waits (lazy); list thumbnails arrive as WebP, the lightbox as the original.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePrivateServerAndBrowser } from './support/lifecycle';
import { demo, signedIn } from './support/login';

// A server of its own: what a resident's pages show (and where) depends on their bookings.
const app = usePrivateServerAndBrowser();
const phone = { viewport: { width: 360, height: 800 } };
const pagesWithImages = [
  '/',
  '/events',
  '/gallery',
  '/restaurant-menu',
  '/lost-and-found',
  '/about',
  '/facilities',
];

interface ShownImage {
  src: string;
  loading: string | null;
  fetchPriority: string | null;
  holdsItsPlace: boolean;
  onFirstScreen: boolean;
}

function imagesOn(page: Page): Promise<ShownImage[]> {
  return page.locator('img').evaluateAll((images) =>
    images.map((element) => {
      const image = element as HTMLImageElement;
      const sized = image.hasAttribute('width') && image.hasAttribute('height');
      return {
        src: image.getAttribute('src') ?? '',
        loading: image.getAttribute('loading'),
        fetchPriority: image.getAttribute('fetchpriority'),
        // A CSS aspect ratio keeps the box still too (with width/height it reads "auto w / h").
        holdsItsPlace: sized || getComputedStyle(image).aspectRatio !== 'auto',
        onFirstScreen: image.getBoundingClientRect().top < window.innerHeight,
      };
    }),
  );
}

/** The element and URL of the page's largest contentful paint, as Chromium judged it. */
function largestPaint(page: Page): Promise<{ tag: string; url: string }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { element: Element | null; url: string }) | undefined;
          resolve({ tag: last?.element?.tagName ?? '', url: last?.url ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

describe('images on a 360×800 phone', () => {
  it('fetches the home page hero first: its largest paint, never lazy, fetchpriority high', async () => {
    const context = await app.browser.newContext({ ...phone, baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
    const hero = page.locator('section[aria-labelledby="home-title"] img');
    await expect
      .poll(() => hero.evaluate((image) => (image as HTMLImageElement).complete))
      .toBe(true);
    expect(await hero.getAttribute('loading')).toBeNull();
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await largestPaint(page)).toEqual({
      tag: 'IMG',
      url: `${app.server.url}/images/hero.svg`,
    });
    await context.close();
  });

  it("gives every image of a resident's pages its place, and loads those below the first screen lazily", async () => {
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident, phone);
    const unsized: string[] = [];
    const eagerBelow: string[] = [];
    for (const path of pagesWithImages) {
      await page.goto(path);
      await page.locator('main img').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const image of await imagesOn(page)) {
        if (!image.holdsItsPlace) unsized.push(`${path} ${image.src}`);
        if (image.loading !== 'lazy' && !image.onFirstScreen)
          eagerBelow.push(`${path} ${image.src}`);
      }
    }
    expect(unsized).toEqual([]);
    expect(eagerBelow).toEqual([]);
    await context.close();
  });

  it('shows gallery thumbnails as WebP and the lightbox photo as the original JPEG', async () => {
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident, phone);
    const types = new Map<string, string>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/files/')) {
        types.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? '');
      }
    });
    await page.goto('/gallery');
    const first = page.locator('main li > button > img').first();
    await expect
      .poll(() => first.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const thumbnail = new URL((await first.getAttribute('src')) ?? '', app.server.url).pathname;
    expect(types.get(thumbnail)).toBe('image/webp');

    await first.click();
    const photo = page.getByRole('dialog', { name: 'Gallery' }).locator('figure img');
    await expect
      .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(480);
    const full = new URL((await photo.getAttribute('src')) ?? '', app.server.url).pathname;
    expect(types.get(full)).toBe('image/jpeg');
    await context.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../contract/content/gallery';
import { signedIn } from './support/login';
import { apiGet } from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';
import { storedSession } from './support/session';

const app = useServerAndBrowser();

/** The titles of the thumbnails in the grid, in the order shown. */
function gridTitles(page: Page): Promise<string[]> {
  return page
    .locator('main li > button > img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
}

/** What the lightbox shows now: its photo's alt and its caption ("<title>" then "n of N"). */
async function shown(lightbox: Locator): Promise<{ alt: string | null; caption: string }> {
  return {
    alt: await lightbox.locator('figure img').getAttribute('alt'),
    caption: (await lightbox.locator('figcaption').innerText()).replace(/\s+/g, ' ').trim(),
  };
}

describe('the gallery', () => {
  it('narrows the grid by category, and its lightbox wraps at both ends by button and key', async () => {
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident);
    await page.goto('/gallery');
    await page.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
    const token = (await storedSession(page))?.token ?? undefined;
    const { images } = await apiGet<{ images: GalleryImage[] }>(
      app.server,
      'gallery/gallery',
      token,
    );
    expect(images.length).toBeGreaterThanOrEqual(3);

    // All: every image the server has, one tile each.
    const grid = page.locator('main li > button > img');
    await expect.poll(() => grid.count(), { timeout: 20_000 }).toBe(images.length);
    expect(new Set(await gridTitles(page))).toEqual(new Set(images.map((image) => image.title)));

    // Sports: only the sports photos, and the button says it is the one pressed.
    const filters = page.getByRole('group', { name: 'Category' });
    const sports = filters.getByRole('button', { name: 'Sports', exact: true });
    await sports.click();
    expect(await sports.getAttribute('aria-pressed')).toBe('true');
    const sportsTitles = images.filter((i) => i.category === 'sports').map((i) => i.title);
    expect(sportsTitles.length).toBeGreaterThan(0);
    expect(sportsTitles.length).toBeLessThan(images.length);
    await expect.poll(() => grid.count()).toBe(sportsTitles.length);
    expect(new Set(await gridTitles(page))).toEqual(new Set(sportsTitles));

    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => grid.count()).toBe(images.length);
    const order = await gridTitles(page);
    const first = order[0] ?? '';
    const last = order.at(-1) ?? '';
    const count = order.length;

    // The lightbox opens on the last photo; Next wraps to the first, Previous back to the last.
    await page.getByRole('button', { name: last, exact: true }).click();
    const lightbox = page.getByRole('dialog', { name: 'Gallery' });
    await lightbox.waitFor();
    await expect
      .poll(() => shown(lightbox))
      .toEqual({ alt: last, caption: `${last} ${count} of ${count}` });
    await lightbox.getByRole('button', { name: 'Next image' }).click();
    await expect
      .poll(() => shown(lightbox))
      .toEqual({ alt: first, caption: `${first} 1 of ${count}` });
    await lightbox.getByRole('button', { name: 'Previous image' }).click();
    await expect
      .poll(() => shown(lightbox))
      .toEqual({ alt: last, caption: `${last} ${count} of ${count}` });

    // The same by keyboard, then Escape closes it.
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => shown(lightbox))
      .toEqual({ alt: first, caption: `${first} 1 of ${count}` });
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => shown(lightbox))
      .toEqual({ alt: last, caption: `${last} ${count} of ${count}` });
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await context.close();
  });
});

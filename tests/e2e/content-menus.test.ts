import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Menu } from '../../contract/content/menus';
import { apiGet, cutNetwork, serviceWorkerControls } from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';
import { profileWithSession, signedInSession, storedSession } from './support/session';

const app = useServerAndBrowser();

/** True once the image has arrived and decoded (a broken one has no natural width). */
function loaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  });
}

/** The Regular Menu's own picture, not the placeholder an error would swap in. */
async function regularImage(page: Page, menu: Menu): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Regular Menu' });
  await section.getByRole('heading', { name: menu.menu_name }).waitFor({ timeout: 20_000 });
  const image = section.getByRole('img', { name: menu.menu_name });
  await expect.poll(() => loaded(image), { timeout: 20_000 }).toBe(true);
  expect(await image.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain(
    `/api/${menu.url}`,
  );
  return image;
}

describe('the restaurant menu', () => {
  it('shows the regular menu and the specials, and again with the network cut after a first visit', async () => {
    // Signed in elsewhere, then /restaurant-menu is this profile's very first page: no service
    // worker controls it yet, so its images load past the worker, which must still keep them.
    const session = await signedInSession(app.browser, app.server, demo.activeResident);
    const context = await profileWithSession(app.browser, app.server, session);
    const page = await context.newPage();
    await page.goto('/restaurant-menu');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.getByRole('heading', { name: 'Restaurant Menu', level: 1 }).waitFor();
    const token = (await storedSession(page))?.token ?? undefined;
    const { menus } = await apiGet<{ menus: Menu[] }>(app.server, 'restaurant/menus', token);
    const regular = menus.find((menu) => menu.menu_type === 'default');
    const specials = menus.filter((menu) => menu.menu_type === 'special');
    expect(regular).toBeDefined();
    expect(specials.length).toBeGreaterThan(0);
    if (!regular) return;

    await regularImage(page, regular);
    const specialsList = page.getByRole('region', { name: 'Special Menus' });
    for (const special of specials) {
      const button = specialsList.getByRole('button', { name: special.menu_name });
      // Thumbnails load lazily: bring each into view, as a resident scrolling would.
      await button.scrollIntoViewIfNeeded();
      await expect.poll(() => loaded(button.locator('img')), { timeout: 20_000 }).toBe(true);
    }
    await page.getByText('Updated just now').waitFor();

    // When the worker takes control, the page hands it the images it loaded before: no second
    // visit is needed for the worker's cache to hold the regular menu's picture.
    await serviceWorkerControls(page);
    await expect
      .poll(
        () =>
          page.evaluate(
            async (url) => {
              const cache = await caches.open('gatehouse-uploads');
              return (await cache.match(url)) !== undefined;
            },
            new URL(`/api/${regular.url}`, app.server.url).href,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);

    await cutNetwork(context);
    await page.reload();
    await page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/).waitFor();
    await regularImage(page, regular);
    for (const special of specials) {
      await specialsList.getByRole('button', { name: special.menu_name }).waitFor();
    }
    await context.close();
  });
});

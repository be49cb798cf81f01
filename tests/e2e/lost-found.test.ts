import { describe, expect, it } from 'vitest';
import type { LostFoundItem } from '../../contract/lost-found/lost-found';
import { indiaDay } from './support/bookings';
import {
  apiGet,
  cutNetwork,
  pngBytes,
  restoreNetwork,
  serviceWorkerControls,
} from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';

const app = useServerAndBrowser();

const saved = 'Saved on this phone — will send when online';

describe('a lost item reported in the basement, with no signal', () => {
  it('is queued with its photo, reaches the server once on reconnect, and the RWA closes it', async () => {
    const title = `Grey backpack ${Date.now()}`;
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident);
    await page.goto('/lost-and-found');
    await page.getByRole('heading', { name: 'Reported items' }).waitFor();
    await serviceWorkerControls(page);

    // Every report the server accepted, whether the page or its worker sent it.
    const accepted: string[] = [];
    context.on('response', (response) => {
      const request = response.request();
      const report = new URL(request.url()).pathname === '/api/lostandfound/items';
      if (report && request.method() === 'POST' && response.ok()) {
        accepted.push(request.serviceWorker() ? 'worker' : 'page');
      }
    });

    await cutNetwork(context);
    await page.getByRole('button', { name: 'Report an item' }).click();
    await page.getByLabel('Type', { exact: true }).selectOption('lost');
    await page.getByLabel('Category', { exact: true }).selectOption('Accessories');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Grey laptop backpack, red zip.');
    await page.getByLabel('Date', { exact: true }).fill(indiaDay(0));
    await page.getByLabel('Location', { exact: true }).fill('Basement 2, slot B2-114');
    await page.getByLabel('Photo (optional)').setInputFiles({
      name: 'backpack.png',
      mimeType: 'image/png',
      buffer: await pngBytes('#6c757d', 400, 300),
    });
    await page.getByRole('button', { name: 'Report item' }).click();

    // Shown among the cards as pending, photo included, while nothing has reached the server.
    const card = page.getByRole('listitem', { name: title });
    await card.getByText(saved).waitFor();
    expect(await card.getByRole('img').count()).toBeGreaterThan(0);
    expect(accepted).toHaveLength(0);

    await restoreNetwork(context);
    await card.getByText(saved).waitFor({ state: 'detached', timeout: 30_000 });
    const token = await rwaToken(app.server);
    const onServer = async () =>
      (await apiGet<LostFoundItem[]>(app.server, 'lostandfound/items', token)).filter(
        (item) => item.title === title,
      );
    await expect.poll(async () => (await onServer()).length, { timeout: 20_000 }).toBe(1);
    const [item] = await onServer();
    expect(item).toMatchObject({ type: 'lost', category: 'Accessories', status: 'open' });
    const photo = await fetch(`${app.server.url}/api/${item?.imageUrl}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');

    // The list the resident sees (after a reload) is the server's, with the one item.
    await page.reload();
    await page.getByRole('listitem', { name: title }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('listitem', { name: title }).count()).toBe(1);
    await context.close();

    // The RWA closes it from the admin page.
    const rwa = await signedIn(app.browser, app.server, demo.rwa);
    await rwa.page.goto('/admin/lost-found');
    await rwa.page.getByRole('button', { name: `Close ${title}` }).click();
    await rwa.page.getByRole('button', { name: `Reopen ${title}` }).waitFor({ timeout: 20_000 });
    expect((await onServer())[0]?.status).toBe('closed');
    await rwa.context.close();

    // However many tries the outbox made, the server took exactly one.
    expect(accepted).toHaveLength(1);
  });
});

/**
 * Parcels at the gate (issue 34) in real Chromium: the guard, on a 360 px phone with its network
 * cut, logs a parcel for A101 with a photo; when the network returns the server has it once,
 * photo and all, and A101's inbox says a parcel is at the gate. A101 then sees its collection
 * code on /parcels, asks for it to be brought up, and the guard hands it over against the code.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyParcel } from '../../contract/parcels/parcels';
import { apiGet, cutNetwork, pngBytes, restoreNetwork } from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, signIn, signedIn } from './support/login';
import { storedSession } from './support/session';

const app = useServerAndBrowser();
const guard = { phone: '9000000005' };
const phone = { width: 360, height: 740 };

/** The guard signed in from Gate Login on a 360 px phone, the desk and its shelf loaded. */
async function guardDesk(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.server.url, viewport: phone });
  const page = await context.newPage();
  await page.goto('/login?role=GUARD');
  await page.getByText('Gate Login').first().waitFor();
  await signIn(page, app.server, guard);
  await page.waitForURL((url) => url.pathname === '/gate');
  await page.getByRole('heading', { name: 'Gate desk' }).waitFor();
  await page.getByRole('heading', { name: /^Parcels waiting/ }).waitFor();
  // Offline later, the app shell must come from the worker's precache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return { context, page };
}

async function waitUntil(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a parcel logged at the gate with its network cut', () => {
  it("reaches the server once with its photo, and A101's inbox says so", async () => {
    const resident = await signedIn(app.browser, app.server, demo.activeResident);
    const token = (await storedSession(resident.page))?.token ?? '';
    const courier = `Amazon ${Date.now()}`;
    const mine = async () =>
      (await apiGet<MyParcel[]>(app.server, 'parcels/my', token)).filter(
        (parcel) => parcel.courier === courier,
      );
    const desk = await guardDesk(app.browser);

    await cutNetwork(desk.context);
    await desk.page.getByRole('button', { name: 'Log a parcel' }).click();
    const form = desk.page.getByRole('form', { name: 'Log a parcel' });
    await form.getByLabel('Flat').fill(demo.activeResident.apartment);
    await form.getByLabel('Courier').fill(courier);
    await form.getByLabel('How many').fill('2');
    await form.getByLabel('Parcel photo (optional)').setInputFiles({
      name: 'parcel.png',
      mimeType: 'image/png',
      buffer: await pngBytes('#e76f51', 640, 480),
    });
    await form.getByRole('button', { name: 'Log parcel' }).click();
    const row = desk.page
      .getByRole('list', { name: 'Parcels waiting' })
      .getByRole('listitem')
      .filter({ hasText: courier });
    await row.getByText('Saved on this phone — will send when online').waitFor();
    expect(await fitsThePhone(desk.page)).toBe(true);
    expect(await mine()).toHaveLength(0);

    await restoreNetwork(desk.context);
    await waitUntil('the parcel to reach the server', async () => (await mine()).length > 0);
    // Give a second sender (the worker's sync, a retry) time to show itself.
    await desk.page.waitForTimeout(2_000);
    const arrived = await mine();
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({ apartment: 'A101', count: 2, status: 'waiting' });
    const photo = await fetch(`${app.server.url}/api/${arrived[0]?.photo_url ?? ''}`);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    // The desk now has the server's copy, which can be handed over.
    await row.getByRole('button', { name: 'Hand over' }).waitFor({ timeout: 90_000 });

    await resident.page.goto('/notifications');
    await resident.page.getByText(`2 parcels from ${courier} at the gate`).waitFor();

    // The flat's side: the code on /parcels, and "Bring it up", which the desk then reads.
    await resident.page.goto('/parcels');
    const card = resident.page.getByRole('listitem', { name: `Parcel from ${courier}` });
    const code = arrived[0]?.code ?? '';
    await card.getByText(code).waitFor();
    await card.getByRole('button', { name: 'Bring it up' }).click();
    await waitUntil(
      'the choice to reach the server',
      async () => (await mine())[0]?.instruction === 'bring_up',
    );

    await row.getByRole('button', { name: 'Hand over' }).click();
    await desk.page.getByLabel('Collection code').fill(code);
    await desk.page
      .getByRole('group', { name: 'Hand over to flat A101' })
      .getByRole('button', { name: 'Hand over' })
      .click();
    await desk.page.getByText(`Handed over ✓ Flat A101, ${courier}`).waitFor();
    expect((await mine())[0]).toMatchObject({ status: 'collected', collected_via: 'code' });
    await Promise.all([desk.context.close(), resident.context.close()]);
  });
});

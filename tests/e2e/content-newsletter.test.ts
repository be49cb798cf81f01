import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Newsletter } from '../../contract/content/newsletters';
import { signedIn } from './support/login';
import { apiGet, cutNetwork, pdfBytes, serviceWorkerControls } from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken } from './support/login';

const app = useServerAndBrowser();

/** Opens the in-page viewer on a card and waits until page 1 is drawn: a sized, inked canvas. */
async function viewFirstPage(page: Page, card: Locator, title: string): Promise<void> {
  await card.getByRole('button', { name: 'View PDF' }).click();
  const viewer = page.getByRole('dialog', { name: title });
  await viewer.waitFor();
  const firstPage = viewer.getByRole('img', { name: /^Page 1 of \d+$/ });
  await firstPage.waitFor();
  await expect
    .poll(() => firstPage.getAttribute('data-rendered'), { timeout: 30_000 })
    .toBe('true');
  const drawn = await firstPage.evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    // Dark pixels are the heading and lines: a blank (or never drawn) page has none.
    for (let i = 0; pixels && i < pixels.length; i += 4) {
      if ((pixels[i] ?? 255) < 128 && (pixels[i + 3] ?? 0) > 0) inked += 1;
    }
    return { width: canvas.width, height: canvas.height, inked };
  });
  expect(drawn.width).toBeGreaterThan(0);
  expect(drawn.height).toBeGreaterThan(0);
  expect(drawn.inked).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await viewer.waitFor({ state: 'detached' });
}

describe('newsletters', () => {
  it('are uploaded by the RWA with progress, then read by a resident online and with the network cut', async () => {
    const title = `Newsletter e2e ${Date.now()}`;
    const rwa = await signedIn(app.browser, app.server, demo.rwa);
    await rwa.page.goto('/admin/newsletter');
    await rwa.page.getByRole('tab', { name: 'Upload Newsletter' }).waitFor();
    await rwa.page.getByLabel('Title').fill(title);
    await rwa.page.getByLabel('Newsletter PDF').setInputFiles({
      name: 'issue.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(`${title}: page one`),
    });

    // Held at the network until the progress bar has been seen: on localhost it would flash by.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await rwa.page.route('**/api/newsletter/newsletters', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await rwa.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await rwa.page.getByRole('progressbar', { name: 'Uploading newsletter' }).waitFor();
    release();
    await rwa.page.getByText('Newsletter uploaded').waitFor({ timeout: 20_000 });
    await rwa.page.getByRole('tab', { name: 'Manage Newsletters' }).click();
    await rwa.page.getByRole('region', { name: 'Newsletters' }).getByText(title).waitFor();
    await rwa.context.close();

    const listed = await apiGet<Newsletter[]>(
      app.server,
      'newsletter/newsletters',
      await rwaToken(app.server),
    );
    expect(listed.filter((item) => item.title === title)).toHaveLength(1);

    // The resident: the new one is the latest, first in the list and kept offline by default.
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident);
    await page.goto('/newsletter');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => cards.first().getByRole('heading').innerText()).toBe(title);
    const card = page.getByRole('listitem', { name: title });
    await card.getByText('Saved on this phone for offline reading.').waitFor({ timeout: 30_000 });
    expect(await card.getByRole('switch', { name: /Keep offline/ }).isChecked()).toBe(true);
    await viewFirstPage(page, card, title);

    // No network for the page nor its worker (which by now serves the shell): the saved copy is drawn.
    await serviceWorkerControls(page);
    await cutNetwork(context);
    await page.reload();
    await page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/).waitFor();
    await viewFirstPage(page, page.getByRole('listitem', { name: title }), title);
    await context.close();
  });
});

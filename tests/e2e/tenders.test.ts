import { describe, expect, it } from 'vitest';
import { usePrivateServerAndBrowser } from './support/lifecycle';

// A server of its own: the test stops it.
const app = usePrivateServerAndBrowser();

// One of the demo tenders the server seeds.
const tenderName = 'Housekeeping services contract';

describe('tenders offline', () => {
  it('reads the tenders again with the server gone and the network cut, after one online visit', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/tenders');
    await page.getByRole('button', { name: tenderName }).waitFor();
    await page.getByText('Updated just now').waitFor();
    // The worker has precached the shell once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });

    // Both: setOffline alone does not take the service worker offline (DESIGN.md §7).
    await app.server.stop();
    await context.setOffline(true);
    await page.reload();

    const tender = page.getByRole('button', { name: tenderName });
    await tender.waitFor();
    await page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/).waitFor();
    // Every field is there, not only the name.
    await tender.click();
    expect(await tender.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Please collect tender documents from the estate office.').waitFor();
    await context.close();
  });
});

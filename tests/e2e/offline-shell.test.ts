import { describe, expect, it } from 'vitest';
import { usePrivateServerAndBrowser } from './support/lifecycle';

// A server of its own: the test stops it.
const app = usePrivateServerAndBrowser();

describe('the installed shell', () => {
  it('reloads the home page and /login with the server gone, after one online visit', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/');
    // The worker has precached the shell once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });

    await app.server.stop();
    await context.setOffline(true);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Resident Login' }).count()).toBeGreaterThan(0);

    await page.goto('/login');
    await page.getByRole('heading', { name: 'Resident Login' }).waitFor();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the installed shell', () => {
  it('reloads the home page and /login with the server gone, after one online visit', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    // The worker has precached the shell once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });

    await server.stop();
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

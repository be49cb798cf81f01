/**
 * A phone's first visit (issue 15): the public pages arrive as HTML that paints before any
 * JavaScript, the app takes them over without a hydration error, and nothing typed in the
 * meantime is lost. Every other page shows the layout and a skeleton, online and offline.
 */
import { describe, expect, it } from 'vitest';
import { cutNetwork, serviceWorkerControls } from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';

const app = useServerAndBrowser();

const publicPages = [
  { path: '/', heading: 'Welcome to Gatehouse', title: 'Home · Gatehouse' },
  { path: '/about', heading: 'About Our RWA', title: 'About Us · Gatehouse' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us · Gatehouse' },
  { path: '/tenders', heading: 'Tenders', title: 'Tenders · Gatehouse' },
  { path: '/login', heading: 'Resident Login', title: 'Resident Login · Gatehouse' },
];

const phone = { viewport: { width: 360, height: 800 } };

describe('the first visit on a slow phone', () => {
  it('paints every public page from its HTML alone, and the shell for the rest', async () => {
    const context = await app.browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading, title } of publicPages) {
      await page.goto(`${app.server.url}${path}`);
      await expect(page.title()).resolves.toBe(title);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.goto(`${app.server.url}/events`);
    await page.getByRole('link', { name: 'Gatehouse' }).first().waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'attached' });
    await context.close();
  });

  it('takes the prerendered pages over without a console error', async () => {
    const context = await app.browser.newContext(phone);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { path, heading } of publicPages) {
      await page.goto(`${app.server.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // The app works after taking over: the menu opens.
    await page.goto(`${app.server.url}/about`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Resident Login' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what a visitor typed before the app arrived, and sends it', async () => {
    const context = await app.browser.newContext(phone);
    const page = await context.newPage();
    // One bar of signal: the scripts take seconds, the HTML is already there.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${app.server.url}/login`, { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'Send OTP' });
    await page.getByLabel('Phone number').fill(demo.inactiveResident.phone);
    await page.getByLabel('Apartment number').fill(demo.inactiveResident.apartment);
    // A submit now would post the form to /login itself: the button waits for the app.
    expect(await send.isDisabled()).toBe(true);
    releaseScripts();
    await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect(page.getByLabel('Phone number').inputValue()).resolves.toBe(
      demo.inactiveResident.phone,
    );
    await send.click();
    await page.getByLabel('OTP').waitFor();
    await context.close();
  });

  it('opens a prerendered page and the shell with the network cut', async () => {
    const context = await app.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await serviceWorkerControls(page);
    await cutNetwork(context);
    await page.goto(`${app.server.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.goto(`${app.server.url}/gallery`);
    // A stranger offline is sent to sign in, by the app itself: it started from the shell.
    await page.getByRole('heading', { level: 1, name: 'Resident Login' }).waitFor();
    await context.close();
  });
});

/**
 * Issue 35, the frame around every page: the "Ready to work offline" note leaves the page heading
 * in view on a first visit, the install banner's sentence fits a 360 px phone in two lines, a
 * visitor's menu has no Gallery and /admin asks them to sign in as the RWA, and the admin bar
 * shows the whole name at 1280 px and stays short at 360 px.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';
import { shot } from './support/phone';
import { profileWithSession, signedInSession } from './support/session';

const app = useServerAndBrowser();
const phone = { width: 360, height: 800 };
const desktop = { width: 1280, height: 800 };

let rwaSession: string;
beforeAll(async () => {
  rwaSession = await signedInSession(app.browser, app.server, demo.rwa);
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Chromium offers installing: the event it fires, made by hand (headless Chromium never does). */
function offerInstall(): void {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  window.dispatchEvent(event);
}

async function lines(page: Page, locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight));
  });
}

describe('the frame on a first visit at 360 px', () => {
  it('shows "Ready to work offline" without covering the page heading', async () => {
    const context = await app.browser.newContext({ viewport: phone, baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/about');
    const note = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
    await note.waitFor();
    await shot(page, 'shell-offline-ready-360');
    const heading = page.getByRole('heading', { level: 1 });
    expect(overlap(await box(note), await box(heading))).toBe(false);
    await context.close();
  });

  it('fits the install banner’s sentence in two lines, with the note above the banner', async () => {
    const context = await app.browser.newContext({ viewport: phone, baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/about');
    await page.evaluate(offerInstall);
    const banner = page.getByRole('region', { name: 'Install Gatehouse' });
    await banner.getByRole('button', { name: 'Install', exact: true }).waitFor();
    const note = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
    await note.waitFor();
    await shot(page, 'shell-install-banner-360');
    const sentence = banner.getByText('Opens from your home screen, even offline.');
    expect(await lines(page, sentence)).toBeLessThanOrEqual(2);
    expect(overlap(await box(note), await box(banner))).toBe(false);
    await context.close();
  });
});

describe('a visitor’s way in', () => {
  it('has no Gallery in the phone menu, and /admin leads to Admin Login', async () => {
    const context = await app.browser.newContext({ viewport: phone, baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Admin Login' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Gallery' }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).search).toBe('?role=RWA&from=%2Fadmin');
    await context.close();
  });
});

describe('the admin bar', () => {
  const name = 'Meera Iyer (RWA Secretary)';

  it('shows the whole name at 1280 px', async () => {
    const context = await profileWithSession(app.browser, app.server, rwaSession, {
      viewport: desktop,
    });
    const page = await context.newPage();
    await page.goto('/admin');
    const shown = page.getByRole('banner').getByText(name, { exact: true });
    await shown.waitFor();
    await shot(page, 'shell-admin-bar-1280');
    const cut = await shown.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);
    await context.close();
  });

  it('takes about 100 px at 360 px, with the whole name, the links and Logout', async () => {
    const context = await profileWithSession(app.browser, app.server, rwaSession, {
      viewport: phone,
    });
    const page = await context.newPage();
    await page.goto('/admin');
    const bar = page.getByRole('banner');
    await bar.getByText(name, { exact: true }).waitFor();
    // The bell comes a moment later and takes its own room in the first row.
    await bar.getByRole('link', { name: /Notifications/ }).waitFor();
    await shot(page, 'shell-admin-bar-360');
    expect((await box(bar)).height).toBeLessThan(120);
    for (const control of [
      bar.getByRole('link', { name: /Notifications/ }),
      bar.getByRole('link', { name: 'Admin Dashboard' }),
      bar.getByRole('link', { name: 'Visitors' }),
      bar.getByRole('button', { name: 'Logout' }),
    ]) {
      const { x, width } = await box(control);
      expect(x + width).toBeLessThanOrEqual(phone.width);
    }
    await context.close();
  });
});

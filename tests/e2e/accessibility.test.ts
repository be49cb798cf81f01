/**
 * WCAG 2.2 AA at a desk's width: the public pages a visitor opens on a computer, each loaded as
 * a visit does. Every route on a phone, for every person, is audited by every-route.test.ts.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { useServerAndBrowser } from './support/lifecycle';

const app = useServerAndBrowser();

const pages = ['/', '/about', '/contact', '/tenders', '/login', '/login?role=RWA'];

/** One profile for every page: the app and its service worker install once, not per page. */
let profile: BrowserContext;
beforeAll(async () => {
  // axe is injected as a script; the app's CSP rightly forbids that, so the audit bypasses it.
  profile = await app.browser.newContext({
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
    baseURL: app.server.url,
  });
});
afterAll(() => profile.close());

describe('WCAG 2.2 AA on the public pages at 1280 px', () => {
  for (const path of pages) {
    it(`finds no violation on ${path}`, async () => {
      const page = await profile.newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Lists fill in from the API after the heading; audit what a visitor then sees.
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      await page.close();
    });
  }
});

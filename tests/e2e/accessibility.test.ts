import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { useServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';
import { profileWithSession, signedInSession } from './support/session';

const app = useServerAndBrowser();

const pages = ['/', '/about', '/contact', '/tenders', '/login', '/login?role=RWA'];

const viewports = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/**
 * One profile per viewport and person, shared by their pages: the app and its service worker
 * install once, not once per page (which was most of this file's two and a half minutes), and a
 * person moves from page to page the same way.
 */
const profiles = new Map<string, Promise<BrowserContext>>();
afterAll(async () => {
  for (const context of profiles.values()) await (await context).close();
});

function profileFor(viewport: (typeof viewports)[number], session?: string) {
  const key = `${viewport.width} ${session ?? ''}`;
  let context = profiles.get(key);
  if (!context) {
    // axe is injected as a script; the app's CSP rightly forbids that, so the audit bypasses it.
    const options = { viewport, bypassCSP: true };
    context = session
      ? profileWithSession(app.browser, app.server, session, options)
      : app.browser.newContext({ ...options, baseURL: app.server.url });
    profiles.set(key, context);
  }
  return context;
}

/** Opens `path` in a new tab of that viewport's profile (signed in with `session`) and audits it. */
async function audit(path: string, viewport: (typeof viewports)[number], session?: string) {
  const page = await (await profileFor(viewport, session)).newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Lists fill in from the API after the heading; audit what a resident then sees.
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await page.close();
}

describe('WCAG 2.2 AA on the public pages', () => {
  for (const viewport of viewports) {
    for (const path of pages) {
      it(`finds no violation on ${path} at ${viewport.width}px`, () => audit(path, viewport));
    }
  }
});

const residentPages = [
  '/events',
  '/event-calendar',
  '/event/1',
  '/newsletter',
  '/restaurant-menu',
  '/gallery',
  '/updates',
  '/lost-and-found',
  '/documents',
  '/ask-rwa',
  '/notifications',
  '/notifications/settings',
  '/my-requests',
];
const rwaPages = [
  '/admin/events',
  '/admin/newsletter',
  '/admin/restaurant-menu',
  '/admin/gallery',
  '/updates',
  '/admin/lost-found',
  '/admin/documents',
  '/admin/users',
  '/admin/chatbot',
  '/notifications',
  '/notifications/settings',
  '/admin',
  '/admin/golf-cart',
  '/admin/broadcasts',
];

describe('WCAG 2.2 AA on the signed-in pages of residents and the RWA', () => {
  const sessions: { resident?: string; rwa?: string } = {};
  beforeAll(async () => {
    sessions.resident = await signedInSession(app.browser, app.server, demo.activeResident);
    sessions.rwa = await signedInSession(app.browser, app.server, demo.rwa);
  });
  const phone = { width: 360, height: 740 };
  for (const path of residentPages) {
    it(`finds no violation on ${path} at 360px as a resident`, () =>
      audit(path, phone, sessions.resident));
  }
  for (const path of rwaPages) {
    it(`finds no violation on ${path} at 360px as the RWA`, () => audit(path, phone, sessions.rwa));
  }
});

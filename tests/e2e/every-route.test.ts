/**
 * Every route of the app (src/app/router.tsx), walked once per person on a 360×800 phone: as a
 * visitor, a resident, the RWA and the gate guard, with the demo estate plus the requests and
 * decisions that make the server write notices. Each page must
 * - fit the screen's width and cut no text short, and log no console error (issue 15);
 * - show no `YYYY-MM-DD`, ISO instant or 24-hour clock, in its text or in what a screen reader
 *   says (issue 35), on lists and on detail pages (each notice, each ticket);
 * - pass axe's WCAG 2.2 AA rules, once for each page a person is shown.
 * One walk with every check, not a walk per check: routes change inside the running app, as a
 * tap does, so a page costs its render rather than a load (the three walks this replaced took
 * three and a half minutes of the e2e stage). Desk-width audits stay in accessibility.test.ts.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { guardDesk } from './support/gate-desk';
import { usePrivateServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';
import { measureFit } from './support/phone';
import { decideRequests, detailRoutes } from './support/requests-decided';
import { navigateInApp, routes, settled } from './support/routes';
import { profileWithSession, signedInSession } from './support/session';

// A server of its own: the walk books the banquet hall and a court for fixed days.
const app = usePrivateServerAndBrowser();
const phone = { width: 360, height: 800 };

/**
 * 2026-12-20, and any instant that starts with it (2026-12-20T12:30:00.000Z); and a 24-hour
 * clock ('18:00', '09:30'), which the notices say as '6:00 PM' (a '10:00 AM' is words already).
 */
const rawDate =
  /\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?|\b(?:[01]\d|2[0-3]):[0-5]\d\b(?!\s?[AP]M)/g;

/** Routes a person reaches from a page rather than the menu. */
const moreRoutes = [
  '/helpdesk',
  '/helpdesk/new',
  '/visitors',
  '/admin/audit',
  '/admin/visitors',
  '/admin/helpdesk',
];

/** Every raw date the page shows or says, each with a little of the text around it. */
function rawDatesOnPage(pattern: string): string[] {
  const raw = new RegExp(pattern, 'g');
  const found: string[] = [];
  const look = (text: string, where: string) => {
    for (const match of text.matchAll(raw)) {
      const from = Math.max(0, match.index - 40);
      found.push(`${where}: …${text.slice(from, match.index + match[0].length + 20)}…`);
    }
  };
  look(document.body.innerText, 'text');
  for (const labelled of Array.from(document.querySelectorAll('[aria-label]'))) {
    look(labelled.getAttribute('aria-label') ?? '', 'aria-label');
  }
  return found;
}

/** What is wrong on the page now shown for `at`. */
async function checkPage(page: Page, at: string, errors: string[], audit: boolean) {
  const problems: string[] = [];
  const { overflow, widest, cut } = await page.evaluate(measureFit);
  if (overflow > 0) problems.push(`${at}: ${overflow} px too wide; widest ${widest}`);
  for (const box of cut) problems.push(`${at}: cut off: ${box}`);
  for (const found of await page.evaluate(rawDatesOnPage, rawDate.source)) {
    problems.push(`${at}: raw date: ${found}`);
  }
  for (const error of errors) problems.push(`${at}: console error: ${error}`);
  if (audit) for (const found of await violations(page)) problems.push(`${at}: axe: ${found}`);
  return problems;
}

/** Walks `paths` in one tab as the person `session` signs in as (a visitor without one). */
async function walk(session: string | undefined, paths: string[], who: string) {
  // axe is injected as a script; the app's CSP rightly forbids that, so the walk bypasses it.
  const options = { viewport: phone, bypassCSP: true };
  const context = session
    ? await profileWithSession(app.browser, app.server, session, options)
    : await app.browser.newContext({ ...options, baseURL: app.server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const problems: string[] = [];
  // A route that sends this person elsewhere (sign-in, their home) shows a page audited once.
  const audited = new Set<string>();
  try {
    await page.goto('/');
    await settled(page);
    for (const path of paths) {
      errors.length = 0;
      await page.evaluate(navigateInApp, path);
      const loaded = await settled(page).then(
        () => true,
        () => false,
      );
      const shown = new URL(page.url());
      const at = `${path} (shown ${shown.pathname}${shown.search}) as ${who}`;
      if (!loaded) problems.push(`${at}: never finished loading`);
      const audit = !audited.has(shown.pathname + shown.search);
      audited.add(shown.pathname + shown.search);
      problems.push(...(await checkPage(page, at, errors, audit)));
    }
  } finally {
    await context.close();
  }
  return problems;
}

/** The guard signs in at Gate Login (not the residents' form). */
async function guardSession(): Promise<string> {
  const { context, page } = await guardDesk(app.browser, app.server);
  const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
  await context.close();
  if (!stored) throw new Error('The guard’s sign-in stored no session');
  return stored;
}

const sessions = { resident: '', rwa: '', guard: '' };

beforeAll(async () => {
  const [resident, rwa, guard] = await Promise.all([
    signedInSession(app.browser, app.server, demo.activeResident),
    signedInSession(app.browser, app.server, demo.rwa),
    guardSession(),
  ]);
  Object.assign(sessions, { resident, rwa, guard });
  await decideRequests(app.server, sessions);
}, 120_000);

describe('every route on a 360 px phone', () => {
  it('fits, says dates in words and passes axe for a visitor', async () => {
    expect(await walk(undefined, [...routes, ...moreRoutes], 'a visitor')).toEqual([]);
  });

  it('fits, says dates in words and passes axe for a resident, notices included', async () => {
    const details = await detailRoutes(app.server, sessions.resident, false);
    // The RWA's notice has a page of its own.
    expect(details.some((path) => path.startsWith('/notices/'))).toBe(true);
    const paths = [...routes, ...moreRoutes, ...details];
    expect(await walk(sessions.resident, paths, 'a resident')).toEqual([]);
  });

  it('fits, says dates in words and passes axe for the RWA', async () => {
    const details = await detailRoutes(app.server, sessions.rwa, true);
    const paths = [...routes, ...moreRoutes, ...details];
    expect(await walk(sessions.rwa, paths, 'the RWA')).toEqual([]);
  });

  it('fits, says dates in words and passes axe at the gate desk', async () => {
    expect(await walk(sessions.guard, ['/gate'], 'the gate guard')).toEqual([]);
  });
});
